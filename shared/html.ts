/**
 * The one escaper for text written into HTML or XML (element content and quoted attribute values):
 * the Worker's pages and mails, the offline illustrations' SVG. The five characters that could end
 * or change the text's place (`&`, `<`, `>`, `"`, `'`) are written as entities.
 */
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** A story's text as docs/product.md §3 describes it: per chapter, a string or a list of typed items. */
export type NarrativeItem =
  | { type: "dialogue"; speaker: string; text: string }
  | { type: "title"; text: string }
  | { type: "plain"; text: string };

/** The text a narrator reads for one chapter (titles, then lines, speakers named). */
export function chapterScript(chapter: NarrativeItem[] | string): string {
  if (typeof chapter === "string") return chapter;
  return chapter
    .map((item) => (item.type === "dialogue" ? `${item.speaker}: ${item.text}` : item.text))
    .join("\n");
}

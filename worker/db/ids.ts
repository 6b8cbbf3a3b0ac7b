/** Ids are 24 lowercase hex characters (96 random bits), as the SPA expects `_id`. */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export const ID_PATTERN = /^[0-9a-f]{24}$/;

export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}

/** Ids are 24 lowercase hex characters (96 random bits), as the SPA expects `_id`. */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The pattern and its test live in shared/ids.ts, shared with the SPA. */
export { ID_PATTERN, isId } from "../../shared/ids";

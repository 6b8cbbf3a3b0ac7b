/**
 * Ids of users, profiles, stories and feedback are 24 lowercase hex characters (96 random bits,
 * worker/db/ids.ts makes them); slugs never look like one, so the SPA and the Worker tell an id
 * from a slug with the same test.
 */
export const ID_PATTERN = /^[0-9a-f]{24}$/;

export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}

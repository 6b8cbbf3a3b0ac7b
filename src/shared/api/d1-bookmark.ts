// In local storage, so a reload or another tab of the same person reads after their own writes too.
const BOOKMARK_KEY = "fabulo.d1-bookmark";

export function getBookmark(): string | null {
  try {
    return localStorage.getItem(BOOKMARK_KEY);
  } catch {
    return null;
  }
}

/**
 * Keeps an answer's bookmark when it is newer than the one kept: D1's bookmarks sort in commit order, so an
 * answer to an older, slower request never takes the client back before a write it made.
 */
export function keepBookmark(bookmark: string | null): void {
  const kept = getBookmark();
  if (!bookmark || (kept !== null && kept >= bookmark)) return;
  try {
    localStorage.setItem(BOOKMARK_KEY, bookmark);
  } catch {
    // No storage (a private window's quota): reads simply go to any replica.
  }
}

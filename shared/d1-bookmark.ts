/**
 * The header that carries a D1 bookmark both ways: the Worker's answer names the newest database state its
 * request saw or wrote (worker/http/d1-session.ts), and the SPA sends the newest it was given back
 * (src/shared/api/d1-bookmark.ts), so a person's reads come from a replica that has their own writes.
 */
export const BOOKMARK_HEADER = "x-d1-bookmark";

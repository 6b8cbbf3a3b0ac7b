import { createMiddleware } from "hono/factory";
import { BOOKMARK_HEADER } from "../../shared/d1-bookmark";
import type { AppEnv } from "../types";

// D1's bookmarks are four hex fields (e.g. "00000001-00000004-00005000-0b8d5a..."); anything else is a stale
// or hand-made value, ignored like an absent one rather than handed to D1.
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/**
 * Every query of the request goes through one D1 session (Sessions API): after the caller's bookmark
 * when it sent one, else the first read may go to any replica and a write to the primary. The answer
 * carries the session's bookmark for the client to send back.
 */
export const d1Session = createMiddleware<AppEnv>(async (c, next) => {
  const sent = c.req.header(BOOKMARK_HEADER);
  const readOnly = c.req.method === "GET" || c.req.method === "HEAD";
  const session = c.env.DB.withSession(sent && BOOKMARK.test(sent) ? sent : readOnly ? "first-unconstrained" : "first-primary");
  // A session answers prepare() and batch(), the only D1 methods request code calls (exec and dump are
  // for tools, which reach the database through wrangler).
  c.env = { ...c.env, DB: session as unknown as D1Database };
  await next();
  const bookmark = session.getBookmark();
  // A WebSocket upgrade (101) is handed over as is.
  if (bookmark && c.res.status !== 101) c.res.headers.set(BOOKMARK_HEADER, bookmark);
});

import { Hono } from "hono";
import { requireUser } from "../auth/middleware";
import type { Db } from "../db/client";
import { ID_PATTERN } from "../../shared/ids";
import { ApiError } from "../http/errors";
import { pdfKey } from "../stories/media-keys";
import { buildStoryPdf, canHavePdf } from "../stories/pdf";
import { isPaidPlan } from "../billing/plans";
import { loadCaller } from "../users/caller";
import { findStoryById, isListed } from "../stories/access";
import { signPath, verifySignedPath } from "../stories/signed-url";
import type { StoryRow } from "../stories/story-json";
import type { AppEnv, AuthUser } from "../types";

/** The same-origin path a story's PDF is downloaded from (mounted at /media/pdf in app.ts). */
export const pdfDownloadPath = (storyId: string) => `/media/pdf/${storyId}`;

/**
 * docs/product.md §6: the owner may always download (the button shows for every plan in
 * My stories); anyone else only a listed public story, and only on a paid plan. The
 * plan is read from D1 because the access token's copy may predate an upgrade
 * or a cancellation.
 */
async function assertMayDownload(client: Db, story: StoryRow, user: AuthUser): Promise<void> {
  if (story.userId === user.id || user.role === "admin") return;
  // Private, waiting in review, declined or hidden by reports: to anyone else, as an unknown id.
  if (!isListed(story)) throw new ApiError("pdfNotFound");
  const account = await loadCaller(client, user);
  if (!isPaidPlan(account.subscriptionLevel)) throw new ApiError("pdfUpgradeRequired");
}

/** Unknown ids and stories without a finished text answer as docs/product.md §8 names it. */
async function storyWithPdf(client: Db, id: string): Promise<StoryRow> {
  const story = await findStoryById(client, id);
  if (!story || !canHavePdf(story)) throw new ApiError("pdfNotFound");
  return story;
}

/** /api/stories/{id}/pdf-url — checks who may download and hands out a short-lived signed link. */
export const storyPdfRoutes = new Hono<AppEnv>().get("/:id/pdf-url", requireUser, async (c) => {
  const story = await storyWithPdf(c.var.db, c.req.param("id"));
  await assertMayDownload(c.var.db, story, c.get("user"));
  return c.json({ signedUrl: await signPath(c.env, pdfDownloadPath(story.id)) });
});

function attachmentName(slug: string): string {
  const safe = slug.replace(/[^a-z0-9-]/gi, "").slice(0, 120);
  return `${safe || "story"}.pdf`;
}

/**
 * GET /media/pdf/{id}?expires&signature — the download itself. The browser
 * navigates here without its bearer token, so the signature is the permission.
 * The book is built on first request and kept in R2; a partially generated
 * story is rebuilt each time, since its missing parts are still being fixed.
 */
export const storyPdfDownloadRoutes = new Hono<AppEnv>().get("/:id", async (c) => {
  const id = c.req.param("id");
  const { expires, signature } = c.req.query();
  if (!ID_PATTERN.test(id) || !(await verifySignedPath(c.env, pdfDownloadPath(id), expires, signature))) {
    throw new ApiError("pdfLinkInvalid");
  }
  const story = await storyWithPdf(c.var.db, id);
  const key = pdfKey(story.id);
  const cached = await c.env.MEDIA.get(key);
  let body: ReadableStream | Uint8Array;
  let size: number;
  if (cached) {
    body = cached.body;
    size = cached.size;
  } else {
    const bytes = await buildStoryPdf(c.var.db, c.env.MEDIA, story);
    if (story.generatingStatus === "CompletelyGenerated") {
      await c.env.MEDIA.put(key, bytes, { httpMetadata: { contentType: "application/pdf" } });
    }
    body = bytes;
    size = bytes.byteLength;
  }
  const secondsLeft = Math.max(0, Number(expires) - Math.floor(Date.now() / 1000));
  return new Response(body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(size),
      "Content-Disposition": `attachment; filename="${attachmentName(story.slug)}"`,
      // Per-user permission: never in a shared cache, and not past the link's life.
      "Cache-Control": `private, max-age=${secondsLeft}`,
    },
  });
});

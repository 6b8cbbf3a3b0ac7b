import { Hono } from "hono";
import { z } from "zod";
import { requireAdmin } from "../auth/middleware";
import { purgeStoryFromEdge } from "../http/edge-cache";
import { validate } from "../http/validate";
import { storyOr404 } from "../stories/access";
import { decideReview, listForReview } from "../stories/review";
import type { AppEnv } from "../types";
import { ApiMessage } from "../../shared/messages";
import { REVIEW_DECISIONS } from "../../shared/review";

const decisionBody = z.object({ decision: z.enum(REVIEW_DECISIONS, { error: ApiMessage.invalidReviewDecision }) });

/**
 * /api/admin/review — stories waiting for an admin (a new account's public stories, reported ones)
 * and the decision on each, admin role only (401 for visitors, 403 for other users).
 */
export const adminReviewRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get("/", async (c) => c.json({ stories: await listForReview(c.var.db) }))
  .post("/:storyId", validate("json", decisionBody), async (c) => {
    const story = await storyOr404(c.var.db, c.req.param("storyId"));
    const client = c.var.db;
    await decideReview(client, story.id, c.req.valid("json").decision);
    const decided = await storyOr404(c.var.db, story.id);
    await purgeStoryFromEdge(c.env, decided);
    return c.json({ story: { _id: decided.id, isPublic: decided.isPublic, review: decided.review } });
  });

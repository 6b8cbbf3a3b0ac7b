import { Hono } from "hono";
import { z } from "zod";
import { requireAdmin } from "../auth/middleware";
import { db } from "../db/client";
import { notFound } from "../http/errors";
import { validate } from "../http/validate";
import { storyOr404 } from "../stories/access";
import { listReportedStories, resolveReports } from "../stories/reports";
import type { AppEnv } from "../types";
import { ApiMessage } from "../../shared/messages";
import { REVIEW_ACTIONS } from "../../shared/reports";

const resolveBody = z.object({ action: z.enum(REVIEW_ACTIONS, { error: ApiMessage.invalidReviewAction }) });

/**
 * /api/admin/reports — reported stories and the admin's decision on them, admin role only
 * (401 for visitors, 403 for other users, checked here on the server).
 */
export const adminReportRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get("/", async (c) => c.json({ reports: await listReportedStories(db(c.env)) }))
  .post("/:storyId/resolve", validate("json", resolveBody), async (c) => {
    const story = await storyOr404(c.env, c.req.param("storyId"));
    const client = db(c.env);
    await resolveReports(client, story.id, c.req.valid("json").action);
    const [entry] = await listReportedStories(client, story.id);
    // Reviewed, the story is listed; it is missing only when deleted between the decision and this read.
    if (!entry) throw notFound(ApiMessage.storyNotFound);
    return c.json({ report: entry });
  });

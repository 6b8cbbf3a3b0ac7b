import { Hono } from "hono";
import { z } from "zod";
import { requireLogin } from "../auth/middleware";
import { clientIp } from "../http/client-address";
import { purgeStoryFromEdge } from "../http/edge-cache";
import { isPlainText, validate } from "../http/validate";
import { readableStoryOr404 } from "../stories/access";
import { reportStory } from "../stories/reports";
import type { AppEnv } from "../types";
import { REPORT_TEXT_MAX_LENGTH } from "../../shared/constants";
import { ApiMessage } from "../../shared/messages";
import { REPORT_REASONS } from "../../shared/safety";

/** The optional text follows feedback text's rules: plain multi-line text, trimmed, at most 500 characters. */
const reportBody = z.object({
  reason: z.enum(REPORT_REASONS, { error: ApiMessage.invalidReportReason }),
  text: z
    .string()
    .refine((text) => isPlainText(text, { multiline: true }))
    .transform((text) => text.trim())
    .pipe(z.string().max(REPORT_TEXT_MAX_LENGTH, ApiMessage.reportTextTooLong))
    .nullish(),
});

/**
 * POST /api/stories/{id}/report — any signed-in reader may report a story they can open (public,
 * or private by its link), once; one they cannot is an unknown id. What a report weighs and does is reports.ts's.
 */
export const storyReportRoutes = new Hono<AppEnv>().post(
  "/:id/report",
  requireLogin,
  validate("json", reportBody),
  async (c) => {
    const reporter = c.get("user");
    const story = await readableStoryOr404(c.var.db, c.req.param("id"), reporter);
    await reportStory(c.env, { story, reporter, address: clientIp(c.req.raw), ...c.req.valid("json") });
    // A report may hide the story from visitors at once.
    await purgeStoryFromEdge(c.env, story);
    return c.json({ success: true }, 201);
  },
);

import { Hono } from "hono";
import { z } from "zod";
import { requireLogin } from "../auth/middleware";
import { ApiError } from "../http/errors";
import { isPlainText, validate } from "../http/validate";
import { storyOr404 } from "../stories/access";
import { addReport, findReportOf, reportsToHide } from "../stories/reports";
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

const isUniqueViolation = (error: unknown) => String(error).includes("UNIQUE constraint failed");

/**
 * POST /api/stories/{id}/report — any signed-in reader may report a story they can open (public,
 * or private by its link), once. Owners cannot: they delete their own story instead.
 */
export const storyReportRoutes = new Hono<AppEnv>().post(
  "/:id/report",
  requireLogin,
  validate("json", reportBody),
  async (c) => {
    const user = c.get("user");
    const client = c.var.db;
    const story = await storyOr404(c.env, c.req.param("id"));
    if (story.userId === user.id) throw new ApiError("ownStoryReport");
    if (await findReportOf(client, story.id, user.id)) throw new ApiError("alreadyReported");
    const { reason, text } = c.req.valid("json");
    try {
      await addReport(client, {
        storyId: story.id,
        userId: user.id,
        reason,
        text: text || null,
        byAdmin: user.role === "admin",
        threshold: await reportsToHide(c.env),
      });
    } catch (error) {
      // Two reports at once from one reader: the unique index lets one through and refuses the other.
      if (isUniqueViolation(error)) throw new ApiError("alreadyReported");
      throw error;
    }
    return c.json({ success: true }, 201);
  },
);

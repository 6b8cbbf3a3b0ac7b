import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { enforceRateLimit } from "../auth/rate-limit";
import { ApiError } from "../http/errors";
import { isPlainName, validate } from "../http/validate";
import { readTake } from "../recordings/upload";
import { createReader, deleteReader, readerIdOr404, readersOfStory, saveTake, updateReader } from "../recordings/readers";
import { queueAlignment } from "../recordings/alignment";
import { ownStoryOr404 } from "../stories/access";
import type { AppEnv } from "../types";
import { ApiMessage } from "../../shared/messages";
import { MAX_READER_NAME_LENGTH, MAX_RECORDING_BYTES, type RecordedChapterNumber } from "../../shared/recordings";

const readerName = z
  .string({ error: ApiMessage.readerNameInvalid })
  .trim()
  .min(1, { error: ApiMessage.readerNameInvalid })
  .max(MAX_READER_NAME_LENGTH, { error: ApiMessage.readerNameInvalid })
  .refine(isPlainName, { error: ApiMessage.readerNameInvalid });

const newReaderBody = z.object({ name: readerName });
const readerPatchBody = z
  .object({ name: readerName.optional(), shared: z.boolean().optional() })
  .strict()
  .refine((patch) => patch.name !== undefined || patch.shared !== undefined, { error: ApiMessage.invalidData });
const chapterParam = z.object({
  chapter: z
    .string()
    .regex(/^[1-5]$/, { error: ApiMessage.invalidChapter })
    .transform((value) => Number(value) as RecordedChapterNumber),
});

/** The upload's full path, exempt from the API's small JSON body limit (worker/app.ts). */
export const RECORDING_UPLOAD_PATH = "/api/stories/:storyId/readers/:readerId/chapters/:chapter";

/** Room for the multipart envelope and the levels beside the largest recording. */
const MAX_UPLOAD_BYTES = MAX_RECORDING_BYTES + 512 * 1024;

/** /api/stories/:storyId/readers — a story's family voices and their recorded chapters (shared/recordings.ts). */
export const readerRoutes = new Hono<AppEnv>()
  .get("/:storyId/readers", async (c) => {
    const story = await ownStoryOr404(c.var.db, c.req.param("storyId"), c.get("user"), { admin: "allowed" });
    return c.json({ readers: await readersOfStory(c.env, c.var.db, story) });
  })
  .post("/:storyId/readers", validate("json", newReaderBody), async (c) => {
    const story = await ownStoryOr404(c.var.db, c.req.param("storyId"), c.get("user"), { admin: "refused" });
    return c.json(await createReader(c.env, c.var.db, story, c.req.valid("json").name), 201);
  })
  .patch("/:storyId/readers/:readerId", validate("json", readerPatchBody), async (c) => {
    const story = await ownStoryOr404(c.var.db, c.req.param("storyId"), c.get("user"), { admin: "refused" });
    const readerId = readerIdOr404(c.req.param("readerId"));
    return c.json(await updateReader(c.env, c.var.db, story, readerId, c.req.valid("json")));
  })
  .delete("/:storyId/readers/:readerId", async (c) => {
    const story = await ownStoryOr404(c.var.db, c.req.param("storyId"), c.get("user"), { admin: "refused" });
    await deleteReader(c.env, c.var.db, story.id, readerIdOr404(c.req.param("readerId")));
    return c.body(null, 204);
  })
  .put(
    "/:storyId/readers/:readerId/chapters/:chapter",
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES,
      onError: () => {
        throw new ApiError("recordingTooLarge");
      },
    }),
    validate("param", chapterParam.passthrough()),
    async (c) => {
      const story = await ownStoryOr404(c.var.db, c.req.param("storyId"), c.get("user"), { admin: "refused" });
      const readerId = readerIdOr404(c.req.param("readerId"));
      const take = await readTake(c.req.raw);
      // Counted on takes that would be stored (the caller is the owner): refusals cost no R2 write.
      await enforceRateLimit(c.env.STORY_LIMITER, `recording:${story.userId}`);
      const chapter = c.req.valid("param").chapter;
      const { recorded, audioKey } = await saveTake(c.env, c.var.db, story, readerId, chapter, take);
      await queueAlignment(c.env, { kind: "align-recording", storyId: story.id, readerId, chapter, audioKey });
      return c.json(recorded);
    },
  );

import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { enforceRateLimit } from "../auth/rate-limit";
import { db } from "../db/client";
import { isId } from "../db/ids";
import { ApiError, forbidden, notFound } from "../http/errors";
import { isPlainText, validate } from "../http/validate";
import { readTake } from "../recordings/upload";
import { createReader, deleteReader, listReaders, saveTake, updateReader } from "../recordings/readers";
import { queueAlignment } from "../recordings/alignment";
import { storyOr404 } from "../stories/access";
import type { StoryRow } from "../stories/story-json";
import type { AppEnv, AuthUser } from "../types";
import { ApiMessage } from "../../shared/messages";
import { MAX_READER_NAME_LENGTH, MAX_RECORDING_BYTES, type RecordedChapterNumber } from "../../shared/recordings";

const readerName = z
  .string({ error: ApiMessage.readerNameInvalid })
  .trim()
  .min(1, { error: ApiMessage.readerNameInvalid })
  .max(MAX_READER_NAME_LENGTH, { error: ApiMessage.readerNameInvalid })
  .refine((name) => isPlainText(name), { error: ApiMessage.readerNameInvalid });

const newReaderBody = z.object({ name: readerName });
const readerPatchBody = z.object({ name: readerName.optional(), shared: z.boolean().optional() }).strict();
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

/**
 * The story, when the caller owns it (an admin may read, not change). Anyone else learns nothing:
 * a story of another family answers as one that does not exist. (No requireUser on the sub-app: it
 * shares /stories with routes visitors may call.)
 */
async function ownStory(env: Env, storyId: string, user: AuthUser | undefined, options: { adminReads: boolean }): Promise<StoryRow> {
  if (!user) throw new ApiError(401, ApiMessage.unauthorized);
  if (!isId(storyId)) throw notFound(ApiMessage.storyNotFound);
  const story = await storyOr404(env, storyId);
  if (story.userId === user.id) return story;
  if (user.role === "admin") {
    if (options.adminReads) return story;
    throw forbidden();
  }
  throw notFound(ApiMessage.storyNotFound);
}

function readerIdOr404(readerId: string): string {
  if (!isId(readerId)) throw notFound(ApiMessage.readerNotFound);
  return readerId;
}

/** /api/stories/:storyId/readers — a story's family voices and their recorded chapters (shared/recordings.ts). */
export const readerRoutes = new Hono<AppEnv>()
  .get("/:storyId/readers", async (c) => {
    const story = await ownStory(c.env, c.req.param("storyId"), c.get("user"), { adminReads: true });
    return c.json({ readers: await listReaders(db(c.env), story.id) });
  })
  .post("/:storyId/readers", validate("json", newReaderBody), async (c) => {
    const story = await ownStory(c.env, c.req.param("storyId"), c.get("user"), { adminReads: false });
    return c.json(await createReader(c.env, db(c.env), story.id, c.req.valid("json").name), 201);
  })
  .patch("/:storyId/readers/:readerId", validate("json", readerPatchBody), async (c) => {
    const story = await ownStory(c.env, c.req.param("storyId"), c.get("user"), { adminReads: false });
    const readerId = readerIdOr404(c.req.param("readerId"));
    return c.json(await updateReader(c.env, db(c.env), story.id, readerId, c.req.valid("json")));
  })
  .delete("/:storyId/readers/:readerId", async (c) => {
    const story = await ownStory(c.env, c.req.param("storyId"), c.get("user"), { adminReads: false });
    await deleteReader(c.env, db(c.env), story.id, readerIdOr404(c.req.param("readerId")));
    return c.body(null, 204);
  })
  .put(
    "/:storyId/readers/:readerId/chapters/:chapter",
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES,
      onError: () => {
        throw new ApiError(413, ApiMessage.recordingTooLarge);
      },
    }),
    validate("param", chapterParam.passthrough()),
    async (c) => {
      const story = await ownStory(c.env, c.req.param("storyId"), c.get("user"), { adminReads: false });
      const readerId = readerIdOr404(c.req.param("readerId"));
      // The caller is the story's owner here.
      await enforceRateLimit(c.env.STORY_LIMITER, `recording:${story.userId}`);
      const take = await readTake(c.req.raw);
      const chapter = c.req.valid("param").chapter;
      const { recorded, audioKey } = await saveTake(c.env, db(c.env), story, readerId, chapter, take);
      await queueAlignment(c.env, { kind: "align-recording", storyId: story.id, readerId, chapter, audioKey });
      return c.json(recorded);
    },
  );

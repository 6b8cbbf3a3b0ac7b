/**
 * Whisper's alignment of a family recording (Workers AI only): the chapter's known words aligned to
 * the words the recogniser heard, as for narration (generation/word-timings.ts). It runs from the
 * generation queue so the upload answers at once with the levels estimate; when recognition fails
 * for good, the estimate stays.
 */
import { Buffer } from "node:buffer";
import { and, eq } from "drizzle-orm";
import { readConfig } from "../config/store";
import { db } from "../db/client";
import { isId } from "../db/ids";
import { readerRecordings, stories, storyReaders } from "../db/schema";
import type { AiRunner } from "../generation/providers/workers-ai/binding";
import { TIMING_MODELS } from "../ai/models";
import { heardWords } from "../generation/providers/workers-ai/narrator";
import { alignTimings } from "../generation/word-timings";
import { RECORDED_CHAPTER_NUMBERS, type RecordedChapterNumber } from "../../shared/recordings";
import { chapterWords, replaceTimings } from "./readers";

/** The queue message that asks for a take's alignment; the audio key names the take, so a replaced take is skipped. */
export interface RecordingAlignmentMessage {
  kind: "align-recording";
  storyId: string;
  readerId: string;
  chapter: RecordedChapterNumber;
  audioKey: string;
}

export function isRecordingAlignmentMessage(body: unknown): body is RecordingAlignmentMessage {
  if (typeof body !== "object" || body === null) return false;
  const message = body as Record<string, unknown>;
  return (
    message.kind === "align-recording" &&
    typeof message.storyId === "string" &&
    isId(message.storyId) &&
    typeof message.readerId === "string" &&
    isId(message.readerId) &&
    (RECORDED_CHAPTER_NUMBERS as readonly unknown[]).includes(message.chapter) &&
    typeof message.audioKey === "string"
  );
}

/** Only Workers AI has a recogniser; offline, the levels estimate is the answer. */
export async function queueAlignment(env: Pick<Env, "AI_PROVIDER" | "GENERATION">, message: RecordingAlignmentMessage): Promise<void> {
  if (env.AI_PROVIDER === "workers-ai") await env.GENERATION.send(message);
}

export type AlignmentOutcome = "aligned" | "kept-estimate" | "gone";

/**
 * Aligns the take if it is still the chapter's current one. Throws when the recogniser failed for now
 * (the queue retries); "kept-estimate" when it answered nothing to align to.
 */
export async function alignRecording(env: Pick<Env, "DB" | "MEDIA">, ai: AiRunner, message: RecordingAlignmentMessage): Promise<AlignmentOutcome> {
  const client = db(env);
  const row = await client
    .select({ recording: readerRecordings, narrative: stories.narrative, language: stories.language })
    .from(readerRecordings)
    .innerJoin(storyReaders, eq(storyReaders.id, readerRecordings.readerId))
    .innerJoin(stories, eq(stories.id, storyReaders.storyId))
    .where(
      and(
        eq(readerRecordings.readerId, message.readerId),
        eq(readerRecordings.chapter, message.chapter),
        eq(readerRecordings.audioKey, message.audioKey),
        eq(storyReaders.storyId, message.storyId),
      ),
    )
    .get();
  if (!row) return "gone";
  const { alignmentModel } = (await readConfig(env, ["aiNarration"])).aiNarration;
  const audio = await env.MEDIA.get(message.audioKey);
  if (!audio || alignmentModel === "") return "kept-estimate";
  const base64 = Buffer.from(await audio.arrayBuffer()).toString("base64");
  const answer = await ai.run(alignmentModel, TIMING_MODELS[alignmentModel]({ base64, lang: row.language === "fr-FR" ? "fr" : "en" }));
  const heard = heardWords(answer);
  const words = chapterWords({ narrative: row.narrative }, message.chapter);
  const aligned = heard ? alignTimings(words, heard, row.recording.durationMs / 1000) : null;
  if (!aligned) return "kept-estimate";
  return (await replaceTimings(env, client, row.recording, aligned)) ? "aligned" : "gone";
}

/** The generation queue's consumer hands recording messages here: retried while Whisper fails for now, then left to the estimate. */
export async function consumeRecordingAlignment(message: Message<unknown>, env: Pick<Env, "AI" | "DB" | "MEDIA">, maxAttempts: number): Promise<void> {
  const body = message.body as RecordingAlignmentMessage;
  try {
    if (!env.AI) throw new Error("the AI binding is missing");
    await alignRecording(env, env.AI, body);
    message.ack();
  } catch (error) {
    console.warn(`recordings: aligning ${body.audioKey} failed (attempt ${message.attempts})`, error instanceof Error ? error.message : String(error));
    if (message.attempts < maxAttempts) message.retry({ delaySeconds: 10 * message.attempts });
    else message.ack();
  }
}

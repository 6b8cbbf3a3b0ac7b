/**
 * Family recordings (issue 32): a reader is a family voice on one story ("Grandma", "Dad") with one
 * recorded take per chapter. The Worker (worker/recordings/) and the recorder and player in the SPA
 * read the same shapes and limits from here.
 */

/** Chapters are numbered 1..5 in the recordings API, in reading order (shared/enums.ts CHAPTERS). */
export const RECORDED_CHAPTER_NUMBERS = [1, 2, 3, 4, 5] as const;
export type RecordedChapterNumber = (typeof RECORDED_CHAPTER_NUMBERS)[number];

/** One chapter read by a reader. */
export interface RecordedChapter {
  chapter: RecordedChapterNumber;
  /** Media URL of the recording, stored as MediaRecorder made it. */
  audio: string;
  /** The container's type as the server recognised it from its bytes (e.g. "audio/webm"). */
  mimeType: string;
  /** Duration parsed from the container. */
  durationMs: number;
  /** Media URL of a JSON array of WordTiming (shared/read-along.ts), or null until aligned. */
  wordTimings: string | null;
}

/** A family voice on one story. `shared`: heard through the story's private link too. */
export interface Reader {
  _id: string;
  name: string;
  shared: boolean;
  chapters: RecordedChapter[];
}

/** GET /api/stories/{storyId}/readers */
export interface ReadersJson {
  readers: Reader[];
}

/** POST /api/stories/{storyId}/readers */
export interface NewReaderInput {
  name: string;
}

/** PATCH /api/stories/{storyId}/readers/{readerId} */
export interface ReaderPatchInput {
  name?: string;
  shared?: boolean;
}

export const MAX_READERS_PER_STORY = 6;
export const MAX_READER_NAME_LENGTH = 40;
/** One chapter's recording: at most 20 MB and 5 minutes, checked from the container itself. */
export const MAX_RECORDING_BYTES = 20 * 1024 * 1024;
export const MAX_RECORDING_MS = 5 * 60 * 1000;
/** The recorder samples the microphone's RMS level (0..1) this often; `levels` carries one number per step. */
export const LEVELS_INTERVAL_MS = 20;
/** Form fields of PUT …/chapters/{chapter}. */
export const RECORDING_AUDIO_FIELD = "audio";
export const RECORDING_LEVELS_FIELD = "levels";

/**
 * The addresses a story's JSON gives its files (who they answer is access.ts's). A browser's <img> and
 * <audio> carry no bearer token, so a file that would not answer a visitor's bare request (a declined or
 * hidden story's files, every family recording) is handed, to a caller the API let read it, as a signed
 * address that expires within minutes; every other file keeps its plain /media address.
 */
import { mayFetchMedia, type StoryAccessRow } from "./access";
import { mediaUrl } from "./media-keys";
import { signPath } from "./signed-url";

/** A signed address lives at least this long: a chapter's picture or voice is asked for well within it. */
export const MEDIA_URL_TTL_S = 10 * 60;
/**
 * Expiries are rounded up to this step, so a story fetched again within it names the same addresses
 * (the browser's cache and the player's <audio> keep theirs).
 */
const MEDIA_URL_STEP_S = 5 * 60;
/** The longest a signed address lives. */
export const MEDIA_URL_MAX_LIFETIME_S = MEDIA_URL_TTL_S + MEDIA_URL_STEP_S;

export async function signedMediaUrl(env: Pick<Env, "JWT_SECRET">, key: string, options: { now?: number } = {}): Promise<string> {
  return signPath(env, mediaUrl(key), { now: options.now, ttlSeconds: MEDIA_URL_TTL_S, stepSeconds: MEDIA_URL_STEP_S });
}

/** Applies `f` to every string in a JSON value (a story, a card, readers), keeping its shape. */
function mapStrings(value: unknown, f: (text: string) => string): unknown {
  if (typeof value === "string") return f(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, f));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, mapStrings(item, f)]));
  }
  return value;
}

/**
 * `value` (JSON about this story, for a caller already allowed to read it) with every address of the
 * story's files that a visitor could not fetch bare replaced by a signed one.
 */
export async function withMediaAddresses<T>(
  env: Pick<Env, "JWT_SECRET">,
  story: StoryAccessRow,
  value: T,
  options: { now?: number } = {},
): Promise<T> {
  const prefix = mediaUrl(`stories/${story.id}/`);
  const unsigned = new Set<string>();
  mapStrings(value, (text) => {
    if (text.startsWith(prefix) && !mayFetchMedia(story, text.slice("/media/".length), undefined)) unsigned.add(text);
    return text;
  });
  if (unsigned.size === 0) return value;
  const signed = new Map(
    await Promise.all([...unsigned].map(async (url) => [url, await signedMediaUrl(env, url.slice("/media/".length), options)] as const)),
  );
  return mapStrings(value, (text) => signed.get(text) ?? text) as T;
}

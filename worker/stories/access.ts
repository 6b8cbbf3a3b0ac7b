/**
 * Who may read a story and every file under it, and who may act on it: the one place the story
 * routes, the media route (/media/stories/<id>/…) and the story JSON's media addresses ask.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { isId } from "../db/ids";
import { stories } from "../db/schema";
import { ApiError } from "../http/errors";
import type { AuthUser } from "../types";
import { mediaUrl, storyReadersPrefix } from "./media-keys";
import { withheldFromOthers } from "./review";
import { storyColumnsCounted } from "./reaction-tally";
import { verifySignedPath } from "./signed-url";
import type { StoryRow } from "./story-json";

/** What the rules read of a story. */
export type StoryAccessRow = Pick<StoryRow, "id" | "userId" | "isPublic" | "review" | "hiddenAt">;

const ownerOrAdmin = (story: Pick<StoryRow, "userId">, caller: AuthUser | undefined) =>
  caller !== undefined && (caller.id === story.userId || caller.role === "admin");

/**
 * Whether this caller may read the story. Listed, waiting-for-review and private stories play for
 * anyone with their link (docs/product.md §6: the slug or the id, both random). One an admin declined or readers'
 * reports hid was public, so its addresses are known to everyone: only its owner and the admins read it.
 */
export function canRead(story: Pick<StoryRow, "userId" | "review" | "hiddenAt">, caller: AuthUser | undefined): boolean {
  if (ownerOrAdmin(story, caller)) return true;
  return story.review !== "declined" && story.hiddenAt === null;
}

/** In the public library for everyone: public, approved and not hidden (review.ts's listedForOthers, in SQL). */
export function isListed(story: Pick<StoryRow, "isPublic" | "review" | "hiddenAt">): boolean {
  return story.isPublic && !withheldFromOthers(story);
}

/**
 * Whether a file under the story's prefix answers this caller's session without a signature: the
 * story's own files as the story itself (canRead); a family recording only to the owner and the admins.
 * Anyone else allowed gets a signed, expiring address in the story JSON (media-addresses.ts).
 */
export function mayFetchMedia(story: StoryAccessRow, key: string, caller: AuthUser | undefined): boolean {
  if (key.startsWith(storyReadersPrefix(story.id))) return ownerOrAdmin(story, caller);
  return canRead(story, caller);
}

/**
 * Which family readers the story's JSON names for this caller: all of them for its owner; on a
 * private story, those shared with its link; none on a public one (a voice never goes public).
 */
export function readersHeardBy(story: Pick<StoryRow, "userId" | "isPublic">, caller: AuthUser | { id: string } | undefined): "all" | "shared" | "none" {
  if (caller?.id === story.userId) return "all";
  return story.isPublic ? "none" : "shared";
}

export async function findStoryById(client: Db, id: string): Promise<StoryRow | undefined> {
  if (!isId(id)) return undefined;
  return client.select(storyColumnsCounted).from(stories).where(eq(stories.id, id)).get();
}

/** Malformed ids are unknown stories: 404, as for an id that does not exist. */
export async function storyOr404(client: Db, id: string): Promise<StoryRow> {
  const story = await findStoryById(client, id);
  if (!story) throw new ApiError("storyNotFound");
  return story;
}

/** storyOr404 for a reader: a story they may not read answers as one that does not exist. */
export async function readableStoryOr404(client: Db, id: string, reader: AuthUser | undefined): Promise<StoryRow> {
  const story = await storyOr404(client, id);
  if (!canRead(story, reader)) throw new ApiError("storyNotFound");
  return story;
}

/**
 * The story, for a call only its owner makes (publish, delete, feedback, status, family readers…).
 * Anyone else learns nothing: the story answers as an unknown id, whatever its state. The admin,
 * who may read every story, is let through where `admin` says "allowed", else refused (403).
 */
export async function ownStoryOr404(
  client: Db,
  id: string,
  caller: AuthUser | undefined,
  options: { admin: "allowed" | "refused" },
): Promise<StoryRow> {
  if (!caller) throw new ApiError("unauthorized");
  if (!isId(id)) throw new ApiError("storyNotFound");
  const story = await storyOr404(client, id);
  if (story.userId === caller.id) return story;
  if (caller.role !== "admin") throw new ApiError("storyNotFound");
  if (options.admin === "refused") throw new ApiError("forbidden");
  return story;
}

/** A listed story's files: the same for everyone and never changed in place (a new file gets a new key). */
const PUBLIC_FILE = "public, max-age=31536000, immutable";
/** Any other file: the browser's own cache may keep it but asks again each time, so a withdrawal takes effect. */
const PRIVATE_FILE = "private, no-cache";

const STORY_KEY = /^stories\/([0-9a-f]{24})\//;

/**
 * Whether this request may have the file at `key`, and who may keep a copy (its Cache-Control): by
 * the story's rule (mayFetchMedia) for the caller's session, or by a signed address the story JSON
 * handed out (media-addresses.ts). Anything else, a file of no story included, answers as one that
 * does not exist. One primary-key read of five columns.
 */
export async function grantMedia(
  env: Pick<Env, "JWT_SECRET">,
  client: Db,
  key: string,
  caller: AuthUser | undefined,
  signed: { expires?: string; signature?: string },
  now: number = Date.now(),
): Promise<{ cacheControl: string }> {
  const storyId = STORY_KEY.exec(key)?.[1];
  const story = storyId
    ? await client
        .select({ id: stories.id, userId: stories.userId, isPublic: stories.isPublic, review: stories.review, hiddenAt: stories.hiddenAt })
        .from(stories)
        .where(eq(stories.id, storyId))
        .get()
    : undefined;
  if (!story) throw new ApiError("notFound");
  if (signed.signature !== undefined && (await verifySignedPath(env, mediaUrl(key), signed.expires, signed.signature, now))) {
    return { cacheControl: `private, max-age=${Number(signed.expires) - Math.floor(now / 1000)}` };
  }
  if (!mayFetchMedia(story, key, caller)) throw new ApiError("notFound");
  return { cacheControl: isListed(story) && mayFetchMedia(story, key, undefined) ? PUBLIC_FILE : PRIVATE_FILE };
}

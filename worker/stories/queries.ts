import { and, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { isId, newId } from "../db/ids";
import { feedbacks, reactionTallies, reactions, stories, storyAssets, users } from "../db/schema";
import { countedDislikes, countedLikes, storyColumnsCounted, storyTallyStub } from "./reaction-tally";
import type { GeneratingStatus, Language, Reaction } from "../db/schema";
import { deleteMediaUnder, storyMediaPrefix } from "./media-keys";
import { keptInFavourites, listedForOthers } from "./review";
import { withMediaAddresses } from "./media-addresses";
import { readersInStoryJson } from "./story-readers";
import { findStoryById, isListed } from "./access";
import {
  toFeedbackJson,
  toStoryCard,
  toStoryJson,
  type CardRow,
  type FeedbackJson,
  type StoryCardJson,
  type StoryRow,
} from "./story-json";

import {
  PUBLIC_PAGE_SIZE,
  STORIES_PAGE_SIZE,
  type FeedbackPageJson,
  type ReactionResultJson,
  type StoriesPageJson,
  type StoryViewJson,
} from "../../shared/story-json";

export { PUBLIC_PAGE_SIZE, STORIES_PAGE_SIZE };
/** Stories a visitor can browse: finished, or finished but for a part being fixed. */
export const BROWSABLE_STATUSES: readonly GeneratingStatus[] = ["CompletelyGenerated", "PartiallyGenerated"];

/**
 * Whether every visitor reads this story the same, so a shared cache may keep its answers: listed
 * (public, approved, not hidden) and finished. Private and withheld stories never are.
 */
export function sameForEveryVisitor(story: Pick<StoryRow, "isPublic" | "review" | "hiddenAt" | "generatingStatus">): boolean {
  return isListed(story) && BROWSABLE_STATUSES.includes(story.generatingStatus);
}

const cardColumns = {
  id: stories.id,
  slug: stories.slug,
  title: stories.title,
  description: stories.description,
  coverKey: stories.coverKey,
  coverVariants: stories.coverVariants,
  createdAt: stories.createdAt,
  isPublic: stories.isPublic,
  generatingStatus: stories.generatingStatus,
  likes: countedLikes,
  dislikes: countedDislikes,
  feedbackCount: stories.feedbackCount,
  language: stories.language,
  userId: stories.userId,
  hiddenAt: stories.hiddenAt,
  review: stories.review,
  reviewReason: stories.reviewReason,
} satisfies Record<keyof CardRow, unknown>;

/** The caller's reaction row to a story (primary-key lookup). */
const callerReaction = (userId: string, storyId: string) =>
  and(eq(reactions.userId, userId), eq(reactions.storyId, storyId));

const withReaction = (row: CardRow & { userReaction: Reaction | null }, callerId?: string): StoryCardJson =>
  toStoryCard(row, row.userReaction, callerId);

export async function findStoryBySlug(client: Db, slug: string): Promise<StoryRow | undefined> {
  return client.select(storyColumnsCounted).from(stories).where(eq(stories.slug, slug)).get();
}

/** An id-looking value is an id; anything else is a slug (slugs are never 24-hex, see slug.ts). */
export async function findStoryByIdOrSlug(client: Db, idOrSlug: string): Promise<StoryRow | undefined> {
  return isId(idOrSlug) ? findStoryById(client, idOrSlug) : findStoryBySlug(client, idOrSlug);
}

/**
 * The player's view of a story for this caller (already allowed to read it), and the caller's feedback
 * on it; its files' addresses are signed where a bare request would not answer (media-addresses.ts).
 */
export async function loadStoryView(
  env: Pick<Env, "JWT_SECRET">,
  client: Db,
  story: StoryRow,
  caller: { id: string; name?: string } | undefined,
): Promise<StoryViewJson> {
  const [view, readers] = await Promise.all([storyViewOf(client, story, caller), readersInStoryJson(client, story, caller)]);
  return withMediaAddresses(env, story, { ...view, story: { ...view.story, readers } });
}

async function storyViewOf(
  client: Db,
  story: StoryRow,
  caller: { id: string; name?: string } | undefined,
): Promise<StoryViewJson> {
  const assetsQuery = client.select().from(storyAssets).where(eq(storyAssets.storyId, story.id));
  if (!caller) {
    const assets = await assetsQuery.all();
    return { story: toStoryJson(story, assets, { reaction: null, feedbackText: null }), userFeedback: null };
  }
  const [assets, reaction, feedback] = await client.batch([
    assetsQuery,
    client.select({ reaction: reactions.reaction }).from(reactions).where(callerReaction(caller.id, story.id)),
    client
      .select({ feedback: feedbacks, name: users.name })
      .from(feedbacks)
      .innerJoin(users, eq(users.id, feedbacks.userId))
      .where(and(eq(feedbacks.storyId, story.id), eq(feedbacks.userId, caller.id))),
  ]);
  const own = feedback[0];
  return {
    story: toStoryJson(story, assets, {
      id: caller.id,
      reaction: reaction[0]?.reaction ?? null,
      feedbackText: own?.feedback.feedbackText ?? null,
    }),
    userFeedback: own ? toFeedbackJson(own.feedback, own.name) : null,
  };
}

/** A story's card; undefined for an unknown id or a row `readable` refuses (one query either way). */
export async function loadStoryCard(
  env: Pick<Env, "JWT_SECRET">,
  client: Db,
  id: string,
  callerId: string | undefined,
  readable: (row: CardRow) => boolean,
): Promise<StoryCardJson | undefined> {
  if (!isId(id)) return undefined;
  const row = await client
    .select({ ...cardColumns, userReaction: reactions.reaction })
    .from(stories)
    .leftJoin(reactions, and(eq(reactions.storyId, stories.id), eq(reactions.userId, callerId ?? "")))
    .where(eq(stories.id, id))
    .get();
  return row && readable(row) ? withMediaAddresses(env, row, withReaction(row, callerId)) : undefined;
}

/** Cards of a list the caller may read every story of, their covers signed where needed. */
function signedCards(env: Pick<Env, "JWT_SECRET">, rows: readonly (CardRow & { userReaction: Reaction | null })[], callerId: string) {
  return Promise.all(rows.map((row) => withMediaAddresses(env, row, withReaction(row, callerId))));
}

/**
 * Newest public, browsable stories of one language that the caller has not
 * seen yet. The equality on (is_public, language) and the order on created_at
 * follow the stories_public_by_language index, so SQLite walks it newest first
 * and stops after 12 matches; the exclusions travel as one JSON parameter
 * because D1 binds at most 100 parameters per statement.
 */
export function publicStoriesQuery(client: Db, language: Language, exclude: readonly string[], callerId?: string) {
  return client
    .select({ ...cardColumns, userReaction: reactions.reaction })
    .from(stories)
    .leftJoin(reactions, and(eq(reactions.storyId, stories.id), eq(reactions.userId, callerId ?? "")))
    .where(
      and(
        eq(stories.language, language),
        // Public, approved and not hidden by reports (review.ts).
        listedForOthers(),
        inArray(stories.generatingStatus, [...BROWSABLE_STATUSES]),
        exclude.length > 0
          ? sql`${stories.id} not in (select value from json_each(${JSON.stringify(exclude)}))`
          : undefined,
      ),
    )
    .orderBy(desc(stories.createdAt))
    .limit(PUBLIC_PAGE_SIZE);
}

export async function listPublicStories(
  client: Db,
  language: Language,
  exclude: readonly string[],
  callerId?: string,
): Promise<StoryCardJson[]> {
  return (await publicStoriesQuery(client, language, exclude, callerId).all()).map((row) => withReaction(row));
}

/** The owner's stories in every status, newest first (stories_by_owner). */
export async function listOwnStories(env: Pick<Env, "JWT_SECRET">, client: Db, userId: string, page: number): Promise<StoriesPageJson> {
  const [rows, total] = await client.batch([
    client
      .select({ ...cardColumns, userReaction: reactions.reaction })
      .from(stories)
      .leftJoin(reactions, and(eq(reactions.storyId, stories.id), eq(reactions.userId, userId)))
      .where(eq(stories.userId, userId))
      .orderBy(desc(stories.createdAt))
      .limit(STORIES_PAGE_SIZE)
      .offset(page * STORIES_PAGE_SIZE),
    client.select({ n: count() }).from(stories).where(eq(stories.userId, userId)),
  ]);
  return {
    stories: await signedCards(env, rows, userId),
    totalPages: Math.ceil((total[0]?.n ?? 0) / STORIES_PAGE_SIZE),
  };
}

/**
 * The caller's liked stories, most recently liked first (reactions_by_user); another owner's story
 * waiting in review, declined or hidden by reports is left out (review.ts).
 */
export async function listLikedStories(env: Pick<Env, "JWT_SECRET">, client: Db, userId: string, page: number): Promise<StoriesPageJson> {
  const liked = and(
    eq(reactions.userId, userId),
    eq(reactions.reaction, "like"),
    or(eq(stories.userId, userId), keptInFavourites()),
  );
  const [rows, total] = await client.batch([
    client
      .select({ ...cardColumns, userReaction: reactions.reaction })
      .from(reactions)
      .innerJoin(stories, eq(stories.id, reactions.storyId))
      .where(liked)
      .orderBy(desc(reactions.createdAt))
      .limit(STORIES_PAGE_SIZE)
      .offset(page * STORIES_PAGE_SIZE),
    client
      .select({ n: count() })
      .from(reactions)
      .innerJoin(stories, eq(stories.id, reactions.storyId))
      .where(liked),
  ]);
  return { stories: await signedCards(env, rows, userId), totalPages: Math.ceil((total[0]?.n ?? 0) / STORIES_PAGE_SIZE) };
}

/**
 * Toggles the caller's reaction in one D1 batch (a transaction), entirely in
 * SQL so that concurrent requests cannot lose an update, without touching the
 * story's row (a hot row under a storm of likes):
 * 1. append a tally taking the caller's current reaction off the counts;
 * 2. upsert the reaction; choosing the same one again marks the row '' ...
 * 3. ... and the marked row is deleted (same again = removed);
 * 4. add the caller's resulting reaction to that tally;
 * 5. read the counts (row + pending tallies) and the caller's reaction.
 * The '' marker never outlives the transaction. The story's StoryTally object
 * then folds the tallies into its row in batches (reaction-tally.ts).
 */
export async function toggleReaction(
  env: Pick<Env, "STORY_TALLY">,
  client: Db,
  storyId: string,
  userId: string,
  reaction: Reaction,
): Promise<ReactionResultJson> {
  const own = callerReaction(userId, storyId);
  const countOf = (kind: Reaction) =>
    sql`(select count(*) from ${reactions} where ${reactions.userId} = ${userId} and ${reactions.storyId} = ${storyId} and ${reactions.reaction} = ${kind})`;
  // The transaction's own tally: the newest of this story's, as batches run one at a time.
  const thisTally = sql`(select max(${reactionTallies.id}) from ${reactionTallies} where ${reactionTallies.storyId} = ${storyId})`;
  const [, , , , result] = await client.batch([
    client.insert(reactionTallies).values({ storyId, likes: sql`-${countOf("like")}`, dislikes: sql`-${countOf("dislike")}` }),
    client
      .insert(reactions)
      .values({ userId, storyId, reaction })
      .onConflictDoUpdate({
        target: [reactions.userId, reactions.storyId],
        set: {
          reaction: sql`case when ${reactions.reaction} = excluded.reaction then '' else excluded.reaction end`,
          createdAt: new Date(),
        },
      }),
    client.delete(reactions).where(and(own, sql`${reactions.reaction} = ''`)),
    client
      .update(reactionTallies)
      .set({
        likes: sql`${reactionTallies.likes} + ${countOf("like")}`,
        dislikes: sql`${reactionTallies.dislikes} + ${countOf("dislike")}`,
      })
      .where(eq(reactionTallies.id, thisTally)),
    client
      .select({ likes: countedLikes, dislikes: countedDislikes, userReaction: reactions.reaction })
      .from(stories)
      .leftJoin(reactions, and(eq(reactions.storyId, stories.id), eq(reactions.userId, userId)))
      .where(eq(stories.id, storyId)),
  ]);
  const row = result[0];
  if (!row) throw new Error(`Story ${storyId} vanished during a reaction`);
  await storyTallyStub(env, storyId).tallied(storyId);
  return { likes: row.likes, dislikes: row.dislikes, userReaction: row.userReaction ?? null };
}

export async function findFeedbackOf(client: Db, storyId: string, userId: string) {
  return client
    .select({ id: feedbacks.id })
    .from(feedbacks)
    .where(and(eq(feedbacks.storyId, storyId), eq(feedbacks.userId, userId)))
    .get();
}

/**
 * Inserts the caller's feedback with the reaction they hold at that moment
 * (read by the INSERT itself) and counts it, in one batch.
 */
export async function addFeedback(
  client: Db,
  storyId: string,
  userId: string,
  feedbackText: string,
): Promise<FeedbackJson> {
  const id = newId();
  const [, , inserted] = await client.batch([
    client.insert(feedbacks).values({
      id,
      storyId,
      userId,
      feedbackText,
      reaction: sql`(select ${reactions.reaction} from ${reactions} where ${reactions.userId} = ${userId} and ${reactions.storyId} = ${storyId})`,
    }),
    client
      .update(stories)
      .set({ feedbackCount: sql`${stories.feedbackCount} + 1` })
      .where(eq(stories.id, storyId)),
    client
      .select({ feedback: feedbacks, name: users.name })
      .from(feedbacks)
      .innerJoin(users, eq(users.id, feedbacks.userId))
      .where(eq(feedbacks.id, id)),
  ]);
  const row = inserted[0];
  if (!row) throw new Error(`Feedback ${id} missing after insert`);
  return toFeedbackJson(row.feedback, row.name);
}

/** One page of a story's feedback, newest first (feedbacks_by_story). */
export async function listFeedbacks(
  client: Db,
  storyId: string,
  page: number,
  limit: number,
): Promise<FeedbackPageJson> {
  const [rows, total] = await client.batch([
    client
      .select({ feedback: feedbacks, name: users.name })
      .from(feedbacks)
      .innerJoin(users, eq(users.id, feedbacks.userId))
      .where(eq(feedbacks.storyId, storyId))
      .orderBy(desc(feedbacks.createdAt))
      .limit(limit)
      .offset((page - 1) * limit),
    client.select({ n: count() }).from(feedbacks).where(eq(feedbacks.storyId, storyId)),
  ]);
  return {
    feedbacks: rows.map((row) => toFeedbackJson(row.feedback, row.name)),
    totalFeedbacks: total[0]?.n ?? 0,
  };
}

/**
 * Deletes the story (its assets, reactions and feedback cascade) and then every
 * R2 object under its prefix. The row goes first: a failure in between leaves
 * unreachable objects, never a story whose media are gone.
 */
export async function deleteStory(client: Db, media: R2Bucket, storyId: string): Promise<void> {
  await client.delete(stories).where(eq(stories.id, storyId));
  await deleteStoryMedia(media, storyId);
}

/** Every R2 object under a story's prefix: pictures, their WebP copies, narrations, timings, recordings, the PDF. */
export async function deleteStoryMedia(media: R2Bucket, storyId: string): Promise<void> {
  await deleteMediaUnder(media, storyMediaPrefix(storyId));
}


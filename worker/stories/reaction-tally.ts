import { DurableObject } from "cloudflare:workers";
import { eq, getTableColumns, sql } from "drizzle-orm";
import { db, type Db } from "../db/client";
import { reactionTallies, stories } from "../db/schema";

/**
 * How long a story's reaction tallies wait before they are added to its row: a storm of a thousand
 * likes a second then rewrites the story's row once a second, not a thousand times.
 */
export const TALLY_FOLD_DELAY_MS = 1_000;

const STORY_KEY = "story";

/**
 * A story's likes or dislikes as its row holds them plus the tallies not yet folded in: exact. Written
 * qualified by hand: drizzle leaves columns unqualified in a one-table query, where the subquery's
 * own `likes` and `id` would shadow the story's.
 */
const counted = (column: "likes" | "dislikes") =>
  sql<number>`("stories"."${sql.raw(column)}" + coalesce((select sum(pending."${sql.raw(column)}") from "reaction_tallies" pending where pending."story_id" = "stories"."id"), 0))`;
export const countedLikes = counted("likes");
export const countedDislikes = counted("dislikes");

/** A story's columns with its counts exact: what every read of one story selects. */
export const storyColumnsCounted = { ...getTableColumns(stories), likes: countedLikes, dislikes: countedDislikes };

/**
 * Adds a story's pending tallies to its row and deletes them, in one D1 batch (a transaction): a
 * tally appended meanwhile is either in this sum and deleted, or left for the next fold. Returns
 * whether there was anything to fold (the row changed).
 */
export async function foldReactionTallies(client: Db, storyId: string): Promise<boolean> {
  const pending = client
    .select({ n: sql<number>`count(*)` })
    .from(reactionTallies)
    .where(eq(reactionTallies.storyId, storyId));
  const [counted] = await client.batch([
    pending,
    client.update(stories).set({ likes: countedLikes, dislikes: countedDislikes }).where(eq(stories.id, storyId)),
    client.delete(reactionTallies).where(eq(reactionTallies.storyId, storyId)),
  ]);
  return (counted[0]?.n ?? 0) > 0;
}

/** Folds every story's leftover tallies (a fold that never ran): housekeeping's sweep. Returns the stories folded. */
export async function foldAllReactionTallies(client: Db): Promise<number> {
  const pending = await client.selectDistinct({ storyId: reactionTallies.storyId }).from(reactionTallies).all();
  for (const { storyId } of pending) await foldReactionTallies(client, storyId);
  return pending.length;
}

/**
 * One per story (named by its id): schedules the folding of its reaction tallies, at most one fold per
 * TALLY_FOLD_DELAY_MS, whatever the number of reactions. It keeps no count itself — the tallies live in
 * D1, written in the reaction's own batch — so a lost call or an evicted object loses no like: the
 * next reaction, or housekeeping, folds them.
 */
export class StoryTally extends DurableObject<Env> {
  private folding = false;
  private reactedWhileFolding = false;

  /** A reaction to `storyId` appended a tally: fold it soon. */
  async tallied(storyId: string): Promise<void> {
    if (this.folding) {
      this.reactedWhileFolding = true;
      return;
    }
    if ((await this.ctx.storage.getAlarm()) !== null) return;
    await this.ctx.storage.put(STORY_KEY, storyId);
    await this.ctx.storage.setAlarm(Date.now() + TALLY_FOLD_DELAY_MS);
  }

  override async alarm(): Promise<void> {
    const storyId = await this.ctx.storage.get<string>(STORY_KEY);
    if (!storyId) return;
    this.folding = true;
    this.reactedWhileFolding = false;
    try {
      await foldReactionTallies(db(this.env), storyId);
    } finally {
      this.folding = false;
    }
    // A reaction that arrived during the fold may have been tallied after it: fold again later.
    if (this.reactedWhileFolding) await this.ctx.storage.setAlarm(Date.now() + TALLY_FOLD_DELAY_MS);
  }
}

/** The tally object of one story. */
export function storyTallyStub(env: Pick<Env, "STORY_TALLY">, storyId: string) {
  return env.STORY_TALLY.get(env.STORY_TALLY.idFromName(storyId));
}

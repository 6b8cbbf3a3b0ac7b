/** The generation folder's hand-written statements. */
import type { StoryAudience } from "./story-audience";

/**
 * One batch (a transaction): the ledger row goes in only while the user has created fewer than `limit`
 * stories since `weekStart`, and the story only with its ledger row. True when the story went in.
 */
export async function insertStoryWithinLimit(
  d1: D1Database,
  story: { id: string; userId: string; title: string; language: string; ideas: string[]; createdAt: number; audience: StoryAudience },
  weekStart: number,
  limit: number,
): Promise<boolean> {
  const { id, userId, title, language, ideas, createdAt, audience } = story;
  const [, inserted] = await d1.batch([
    d1
      .prepare(
        `INSERT INTO story_creations (story_id, user_id, created_at)
       SELECT ?1, ?2, ?3
       WHERE (SELECT count(*) FROM story_creations WHERE user_id = ?2 AND created_at >= ?4) < ?5`,
      )
      .bind(id, userId, createdAt, weekStart, limit),
    d1
      .prepare(
        `INSERT INTO stories (id, slug, user_id, title, description, language, story_inputs, generating_status, created_at, age_band, hero_name, hero_gender)
       SELECT ?1, ?1, ?2, ?3, '', ?4, ?5, 'Initialized', ?6, ?7, ?8, ?9
       WHERE EXISTS (SELECT 1 FROM story_creations WHERE story_id = ?1)`,
      )
      .bind(id, userId, title, language, JSON.stringify(ideas), createdAt, audience.ageBand, audience.heroName, audience.heroGender),
  ]);
  return inserted?.meta.changes === 1;
}

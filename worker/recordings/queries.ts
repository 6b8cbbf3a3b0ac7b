/** The recordings folder's hand-written statements. */

/** Adds a reader unless the story has `limit` already: the count and the insert are one statement, so concurrent requests cannot pass it. */
export async function insertReaderWithin(d1: D1Database, limit: number, row: { id: string; storyId: string; name: string }): Promise<boolean> {
  const result = await d1
    .prepare(
      `INSERT INTO story_readers (id, story_id, name)
     SELECT ?1, ?2, ?3 WHERE (SELECT count(*) FROM story_readers WHERE story_id = ?2) < ?4`,
    )
    .bind(row.id, row.storyId, row.name, limit)
    .run();
  return result.meta.changes !== 0;
}

/** The bulk seed's multi-row INSERTs (./bulk.ts): many rows per statement, for D1 batches. */

/** Owner accounts that cannot sign in (password hash "disabled"), e-mail confirmed at the given time. */
export const insertBulkUsers = (d1: D1Database, rows: [id: string, email: string, name: string, confirmedAt: number][]) =>
  d1
    .prepare(`INSERT INTO users (id, email, name, password_hash, email_confirmed_at) VALUES ${rows.map(() => "(?, ?, ?, 'disabled', ?)").join(", ")}`)
    .bind(...rows.flat());

export type BulkStoryRow = [id: string, slug: string, userId: string, title: string, description: string, language: string, createdAt: number, likes: number, dislikes: number];

/** Public, approved, completely generated list entries without inputs. */
export const insertBulkStories = (d1: D1Database, rows: BulkStoryRow[]) =>
  d1
    .prepare(
      `INSERT INTO stories (id, slug, user_id, title, description, language, story_inputs, is_public, review, generating_status, created_at, likes, dislikes)
         VALUES ${rows.map(() => "(?, ?, ?, ?, ?, ?, '[]', 1, 'approved', 'CompletelyGenerated', ?, ?, ?)").join(", ")}`,
    )
    .bind(...rows.flat());

/**
 * The auth folder's hand-written statements: upserts, conditional writes and batches whose atomicity is
 * the point (a count that cannot be raced, a token used once), kept as D1 statements.
 */

/** Counts one failed-or-not sign-in for a hashed address in one upsert; the new count. */
export async function upsertLoginFailure(d1: D1Database, emailHash: string, now: number): Promise<number | undefined> {
  const row = await d1
    .prepare(
      `INSERT INTO login_failures (email_hash, failures, updated_at) VALUES (?1, 1, ?2)
     ON CONFLICT (email_hash) DO UPDATE SET failures = failures + 1, updated_at = ?2
     RETURNING failures`,
    )
    .bind(emailHash, now)
    .first<{ failures: number }>();
  return row?.failures;
}

export async function deleteLoginFailures(d1: D1Database, emailHash: string): Promise<void> {
  await d1.prepare("DELETE FROM login_failures WHERE email_hash = ?1").bind(emailHash).run();
}

export async function deleteLoginFailuresBefore(d1: D1Database, before: number): Promise<void> {
  await d1.prepare("DELETE FROM login_failures WHERE updated_at < ?1").bind(before).run();
}

/** Marks an unused, unexpired ticket for the story used, in one conditional UPDATE … RETURNING: its user id. */
export async function spendLiveTicket(d1: D1Database, ticketHash: string, storyId: string, now: number): Promise<string | null> {
  const row = await d1
    .prepare(
      `UPDATE live_tickets SET used_at = ?1
     WHERE ticket_hash = ?2 AND story_id = ?3 AND used_at IS NULL AND expires_at > ?1
     RETURNING user_id`,
    )
    .bind(now, ticketHash, storyId)
    .first<{ user_id: string }>();
  return row?.user_id ?? null;
}

/**
 * Inserts a session's successor only while the session is unrotated, and marks it rotated, in one batch:
 * true when this call did the rotation.
 */
export async function insertSuccessorSession(
  d1: D1Database,
  successor: { id: string; tokenHash: string; expiresAt: number; familyStartedAt: number },
  rotatedId: string,
  now: number,
): Promise<boolean> {
  const [, rotated] = await d1.batch<{ id: string }>([
    d1
      .prepare(
        `INSERT INTO sessions (id, user_id, family_id, token_hash, expires_at, family_started_at)
       SELECT ?1, user_id, family_id, ?2, ?3, ?5 FROM sessions
       WHERE id = ?4 AND rotated_at IS NULL AND revoked_at IS NULL
       ON CONFLICT (token_hash) DO NOTHING`,
      )
      .bind(successor.id, successor.tokenHash, successor.expiresAt, rotatedId, successor.familyStartedAt),
    d1.prepare("UPDATE sessions SET rotated_at = ?1 WHERE id = ?2 AND rotated_at IS NULL AND revoked_at IS NULL RETURNING id").bind(now, rotatedId),
  ]);
  return !!rotated?.results.length;
}

/**
 * Forgets slots older than `forgetBefore` and takes one for the address when every cap has room; checking
 * and taking is one statement, so concurrent registrations cannot all pass the count. True when taken.
 */
export async function claimSlotWithin(
  d1: D1Database,
  key: string,
  now: number,
  forgetBefore: number,
  caps: readonly { windowMs: number; limit: number }[],
): Promise<boolean> {
  const hasRoom = caps
    .map(({ windowMs, limit }) => `(SELECT count(*) FROM registration_slots WHERE address_key = ?1 AND created_at > ${now - windowMs}) < ${limit}`)
    .join(" AND ");
  const [, claimed] = await d1.batch([
    d1.prepare("DELETE FROM registration_slots WHERE created_at <= ?").bind(forgetBefore),
    d1.prepare(`INSERT INTO registration_slots (address_key, created_at) SELECT ?1, ?2 WHERE ${hasRoom}`).bind(key, now),
  ]);
  return claimed!.meta.changes === 1;
}

/** Gives back one slot the address took at `createdAt`. */
export async function releaseSlot(d1: D1Database, key: string, createdAt: number): Promise<void> {
  await d1
    .prepare("DELETE FROM registration_slots WHERE rowid = (SELECT rowid FROM registration_slots WHERE address_key = ? AND created_at = ? LIMIT 1)")
    .bind(key, createdAt)
    .run();
}

/** When the address took each of its remembered slots, oldest first. */
export async function slotTimes(d1: D1Database, key: string): Promise<number[]> {
  const { results } = await d1
    .prepare("SELECT created_at FROM registration_slots WHERE address_key = ? ORDER BY created_at")
    .bind(key)
    .all<{ created_at: number }>();
  return results.map((row) => row.created_at);
}

/** Extra child profiles under one account (SPEC §5): only ever the caller's own. */
import { and, asc, eq } from "drizzle-orm";
import { db } from "../db/client";
import { isId, newId } from "../db/ids";
import { profiles, type Gender } from "../db/schema";
import { ApiError } from "../http/errors";

/** Extra child profiles under one account. */
export const MAX_PROFILES = 6;

type ProfileRow = typeof profiles.$inferSelect;

export interface ProfileInput {
  name: string;
  /** Undefined keeps the stored date; null clears it. */
  dateOfBirth?: string | null;
  gender?: Gender | null;
}

function toProfileJson(row: ProfileRow) {
  return {
    _id: row.id,
    name: row.name,
    dateOfBirth: row.dateOfBirth ?? null,
    gender: row.gender,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A profile of the caller's, or 404 (another user's id looks exactly like a missing one). */
async function ownProfile(env: Pick<Env, "DB">, userId: string, id: string): Promise<ProfileRow> {
  if (!isId(id)) throw new ApiError("notFound");
  const row = await db(env)
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.userId, userId)))
    .get();
  if (!row) throw new ApiError("notFound");
  return row;
}

export async function listProfiles(env: Pick<Env, "DB">, userId: string) {
  const rows = await db(env)
    .select()
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .orderBy(asc(profiles.createdAt), asc(profiles.id));
  return rows.map(toProfileJson);
}

export async function createProfile(env: Pick<Env, "DB">, userId: string, input: ProfileInput) {
  const id = newId();
  // The count check and the insert are one statement, so concurrent requests cannot exceed the limit.
  const result = await env.DB.prepare(
    `INSERT INTO profiles (id, user_id, name, date_of_birth, gender)
     SELECT ?1, ?2, ?3, ?4, ?5 WHERE (SELECT count(*) FROM profiles WHERE user_id = ?2) < ?6`,
  )
    .bind(id, userId, input.name, input.dateOfBirth ?? null, input.gender ?? "not communicated", MAX_PROFILES)
    .run();
  if (result.meta.changes === 0) throw new ApiError("profileLimit");
  return toProfileJson(await ownProfile(env, userId, id));
}

export async function updateProfile(env: Pick<Env, "DB">, userId: string, id: string, input: ProfileInput) {
  const existing = await ownProfile(env, userId, id);
  const [updated] = await db(env)
    .update(profiles)
    .set({
      name: input.name,
      dateOfBirth: input.dateOfBirth === undefined ? existing.dateOfBirth : input.dateOfBirth,
      gender: input.gender ?? existing.gender,
    })
    .where(and(eq(profiles.id, existing.id), eq(profiles.userId, userId)))
    .returning();
  if (!updated) throw new ApiError("notFound");
  return toProfileJson(updated);
}

export async function deleteProfile(env: Pick<Env, "DB">, userId: string, id: string): Promise<void> {
  const existing = await ownProfile(env, userId, id);
  await db(env).delete(profiles).where(and(eq(profiles.id, existing.id), eq(profiles.userId, userId)));
}

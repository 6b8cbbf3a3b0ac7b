/** Extra child profiles under one account (docs/product.md §5): only ever the caller's own. */
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { isId, newId } from "../db/ids";
import { profiles, type Gender } from "../db/schema";
import { ApiError } from "../http/errors";
import { insertProfileWithin } from "./queries";

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
async function ownProfile(client: Db, userId: string, id: string): Promise<ProfileRow> {
  if (!isId(id)) throw new ApiError("notFound");
  const row = await client
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.userId, userId)))
    .get();
  if (!row) throw new ApiError("notFound");
  return row;
}

export async function listProfiles(client: Db, userId: string) {
  const rows = await client
    .select()
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .orderBy(asc(profiles.createdAt), asc(profiles.id));
  return rows.map(toProfileJson);
}

export async function createProfile(client: Db, userId: string, input: ProfileInput) {
  const id = newId();
  const row = { id, userId, name: input.name, dateOfBirth: input.dateOfBirth ?? null, gender: input.gender ?? "not communicated" };
  if (!(await insertProfileWithin(client, MAX_PROFILES, row))) throw new ApiError("profileLimit");
  return toProfileJson(await ownProfile(client, userId, id));
}

export async function updateProfile(client: Db, userId: string, id: string, input: ProfileInput) {
  const existing = await ownProfile(client, userId, id);
  const [updated] = await client
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

export async function deleteProfile(client: Db, userId: string, id: string): Promise<void> {
  const existing = await ownProfile(client, userId, id);
  await client.delete(profiles).where(and(eq(profiles.id, existing.id), eq(profiles.userId, userId)));
}

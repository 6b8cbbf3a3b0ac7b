import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { requireUser } from "../auth/middleware";
import { db } from "../db/client";
import { isId, newId } from "../db/ids";
import { GENDERS, profiles } from "../db/schema";
import { ApiError } from "../http/errors";
import { isPlainText, validate } from "../http/validate";
import type { AppEnv } from "../types";
import { callerId } from "../users/caller";

/** Extra child profiles under one account. */
export const MAX_PROFILES = 6;

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() <= Date.now();
};

/** A date of birth: `YYYY-MM-DD`, a real date not in the future; empty or null clears it. */
export const dateOfBirthSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine(isCalendarDate)
    .nullable()
    .optional(),
);

export const genderSchema = z.enum(GENDERS);
/** A person's name, shown to others (feedback authors): plain text on one line. */
export const nameSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((name) => isPlainText(name));

const profileBody = z.object({
  name: nameSchema,
  dateOfBirth: dateOfBirthSchema,
  gender: genderSchema.nullish(),
});

type ProfileRow = typeof profiles.$inferSelect;

function toProfileJson(row: ProfileRow) {
  return {
    _id: row.id,
    name: row.name,
    dateOfBirth: row.dateOfBirth ?? null,
    gender: row.gender,
    createdAt: row.createdAt.toISOString(),
  };
}

const idParam = z.object({ id: z.string() });

/** A profile of the caller's, or 404 (another user's id looks exactly like a missing one). */
async function ownProfile(env: Env, userId: string, id: string): Promise<ProfileRow> {
  if (!isId(id)) throw new ApiError("notFound");
  const row = await db(env)
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.userId, userId)))
    .get();
  if (!row) throw new ApiError("notFound");
  return row;
}

/** Mounted at /api/users/profiles; every route needs sign-in and touches only the caller's profiles. */
export const profileRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    const userId = callerId(c.get("user"));
    const rows = await db(c.env)
      .select()
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .orderBy(asc(profiles.createdAt), asc(profiles.id));
    return c.json({ profiles: rows.map(toProfileJson) });
  })
  .post("/", validate("json", profileBody), async (c) => {
    const userId = callerId(c.get("user"));
    const body = c.req.valid("json");
    const id = newId();
    // The count check and the insert are one statement, so concurrent requests cannot exceed the limit.
    const result = await c.env.DB.prepare(
      `INSERT INTO profiles (id, user_id, name, date_of_birth, gender)
       SELECT ?1, ?2, ?3, ?4, ?5 WHERE (SELECT count(*) FROM profiles WHERE user_id = ?2) < ?6`,
    )
      .bind(id, userId, body.name, body.dateOfBirth ?? null, body.gender ?? "not communicated", MAX_PROFILES)
      .run();
    if (result.meta.changes === 0) throw new ApiError("profileLimit");
    return c.json({ profile: toProfileJson(await ownProfile(c.env, userId, id)) }, 201);
  })
  .put("/:id", validate("param", idParam), validate("json", profileBody), async (c) => {
    const userId = callerId(c.get("user"));
    const existing = await ownProfile(c.env, userId, c.req.valid("param").id);
    const body = c.req.valid("json");
    const [updated] = await db(c.env)
      .update(profiles)
      .set({
        name: body.name,
        dateOfBirth: body.dateOfBirth === undefined ? existing.dateOfBirth : body.dateOfBirth,
        gender: body.gender ?? existing.gender,
      })
      .where(and(eq(profiles.id, existing.id), eq(profiles.userId, userId)))
      .returning();
    if (!updated) throw new ApiError("notFound");
    return c.json({ profile: toProfileJson(updated) });
  })
  .delete("/:id", validate("param", idParam), async (c) => {
    const userId = callerId(c.get("user"));
    const existing = await ownProfile(c.env, userId, c.req.valid("param").id);
    await db(c.env).delete(profiles).where(and(eq(profiles.id, existing.id), eq(profiles.userId, userId)));
    return c.json({ success: true });
  });

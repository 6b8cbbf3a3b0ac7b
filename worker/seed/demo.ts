import { eq } from "drizzle-orm";
import { DEFAULT_CONFIG } from "../config/defaults";
import { db } from "../db/client";
import { configs, users } from "../db/schema";

export const DEMO_AUTHOR_EMAIL = "demo@fabulo.local";

/**
 * Seeds what a fresh checkout needs to show something real: the default
 * configuration and the demo author who owns the demo public stories. Runs
 * once: a second call finds the demo author and changes nothing.
 */
export async function seedDemoContent(env: Pick<Env, "DB">): Promise<{ seeded: boolean }> {
  const client = db(env);
  const existing = await client.select({ id: users.id }).from(users).where(eq(users.email, DEMO_AUTHOR_EMAIL)).get();
  if (existing) return { seeded: false };
  const now = new Date();
  await client.batch([
    client
      .insert(configs)
      .values(Object.entries(DEFAULT_CONFIG).map(([key, value]) => ({ key, value, updatedAt: now })))
      .onConflictDoNothing(),
    client.insert(users).values({
      id: "000000000000000000000001",
      email: DEMO_AUTHOR_EMAIL,
      name: "Fabulo",
      // No password can match this: the demo author never signs in.
      passwordHash: "disabled",
      emailConfirmedAt: now,
    }),
  ]);
  return { seeded: true };
}

import { readConfig } from "../config/store";
import { db } from "../db/client";
import type { users } from "../db/schema";
import type { UserJson } from "../../shared/user-json";
import { storiesGeneratedThisWeek } from "./weekly-usage";

export type UserRow = typeof users.$inferSelect;

export async function toUserJson(env: Pick<Env, "DB">, user: UserRow): Promise<UserJson> {
  const [config, used] = await Promise.all([
    readConfig(env, ["weeklyLimits"]),
    storiesGeneratedThisWeek(db(env), user.id),
  ]);
  return {
    _id: user.id,
    email: user.email,
    name: user.name,
    dateOfBirth: user.dateOfBirth ?? null,
    gender: user.gender,
    preferredLanguage: user.preferredLanguage,
    changingEmail: user.changingEmail ?? null,
    role: user.role,
    subscriptionLevel: user.subscriptionLevel,
    subscriptionStatus: user.subscriptionStatus ?? null,
    subscriptionEndDate: user.subscriptionEndDate ? user.subscriptionEndDate.toISOString() : null,
    storiesGeneratedThisWeek: used,
    weeklyLimit: config.weeklyLimits[user.subscriptionLevel],
  };
}



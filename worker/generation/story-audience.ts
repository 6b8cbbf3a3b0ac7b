/**
 * Who a new story is for (optional `profileId` of POST /api/stories/generate-story): the caller's
 * main account or one of their extra child profiles. The child's age gives the story's age band
 * (length, words, narration pace) and their name may be the hero's; without a profile the story is
 * written for the default band with a hero of its own.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles, users, type Gender } from "../db/schema";
import { ageBandFor, DEFAULT_AGE_BAND, type AgeBand } from "../../shared/age-bands";
import { ageFromDateOfBirth } from "../../shared/calendar-age";

export interface StoryAudience {
  ageBand: AgeBand;
  heroName: string | null;
  heroGender: "m" | "f" | null;
}

export const DEFAULT_AUDIENCE: StoryAudience = { ageBand: DEFAULT_AGE_BAND, heroName: null, heroGender: null };

const GRAMMATICAL_GENDER: Record<Gender, "m" | "f" | null> = { boy: "m", girl: "f", "not communicated": null };

/** The audience for `profileId` (the account's own id, or one of its profiles' ids); null when it is not the caller's. */
export async function audienceFor(client: Db, userId: string, profileId: string | undefined, today = new Date()): Promise<StoryAudience | null> {
  if (profileId === undefined) return DEFAULT_AUDIENCE;
  const person =
    profileId === userId
      ? await client.select({ name: users.name, dateOfBirth: users.dateOfBirth, gender: users.gender }).from(users).where(eq(users.id, userId)).get()
      : await client
          .select({ name: profiles.name, dateOfBirth: profiles.dateOfBirth, gender: profiles.gender })
          .from(profiles)
          // Another user's profile reads exactly like an unknown one.
          .where(and(eq(profiles.id, profileId), eq(profiles.userId, userId)))
          .get();
  if (!person) return null;
  const name = person.name.trim();
  return {
    ageBand: ageBandFor(ageFromDateOfBirth(person.dateOfBirth, today)),
    heroName: name === "" ? null : name,
    heroGender: GRAMMATICAL_GENDER[person.gender],
  };
}

import type { Language } from "../../../shared/enums";
import type { ProfileJson } from "../../../shared/user-json";
import { client, json, withSignal } from "../../shared/api/client";
import type { User } from "../session/session";

/** The user-details update takes one group of fields at a time. */
export type UserDetailsUpdate =
  | { name: string; dateOfBirth: string | null; gender: User["gender"] }
  | { preferredLanguage: Language }
  | { email: string; currentPassword: string };

/** An extra profile under the account (a child, a sibling…). */
export type ExtraProfile = ProfileJson;

export interface ExtraProfileInput {
  name: string;
  dateOfBirth: string | null;
  gender: User["gender"];
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Accounts allow this many extra profiles; the add button hides at the limit. */
export const EXTRA_PROFILES_MAX = 6;

const users = client.api.users;
const profile = (id: string) => ({ param: { id: encodeURIComponent(id) } });

export async function fetchUserDetails(signal?: AbortSignal): Promise<User> {
  const { user } = await json(users["user-details"].$get(undefined, withSignal(signal)));
  return user;
}

export async function updateUserDetails(update: UserDetailsUpdate): Promise<User> {
  const { user } = await json(users["user-details"].$put({ json: update }));
  return user;
}

export async function updatePassword(change: PasswordChange): Promise<void> {
  await json(users["update-password"].$put({ json: change }));
}

export async function listExtraProfiles(signal?: AbortSignal): Promise<ExtraProfile[]> {
  const { profiles } = await json(users.profiles.$get(undefined, withSignal(signal)));
  return profiles;
}

export async function createExtraProfile(input: ExtraProfileInput): Promise<ExtraProfile> {
  // The date of birth is optional on creation: leave it out rather than send null.
  const body = input.dateOfBirth ? input : { name: input.name, gender: input.gender };
  const { profile } = await json(users.profiles.$post({ json: body }));
  return profile;
}

export async function updateExtraProfile(id: string, input: ExtraProfileInput): Promise<ExtraProfile> {
  const { profile: updated } = await json(users.profiles[":id"].$put({ ...profile(id), json: input }));
  return updated;
}

export async function deleteExtraProfile(id: string): Promise<void> {
  await json(users.profiles[":id"].$delete(profile(id)));
}

/** GET /api/users/export: the account's data, as the file the browser saves. */
export async function fetchMyData(): Promise<Blob> {
  const data = await json(users.export.$get());
  return new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
}

/** DELETE /api/users/me: erases the account; the server ends the session's cookie. */
export async function deleteMyAccount(password: string): Promise<void> {
  await json(users.me.$delete({ json: { password } }));
}

import type { Locale } from "../../../shared/constants";
import { api } from "../../shared/api/client";
import type { User } from "../session/session";

/** The user-details update takes one group of fields at a time. */
export type UserDetailsUpdate =
  | { name: string; dateOfBirth: string | null; gender: User["gender"] }
  | { preferredLanguage: Locale }
  | { email: string; currentPassword: string };

/** An extra profile under the account (a child, a sibling…). */
export interface ExtraProfile {
  _id: string;
  name: string;
  dateOfBirth: string | null;
  gender: User["gender"];
}

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

export async function fetchUserDetails(signal?: AbortSignal): Promise<User> {
  const { user } = await api<{ user: User }>("/api/users/user-details", { signal });
  return user;
}

export async function updateUserDetails(update: UserDetailsUpdate): Promise<User> {
  const { user } = await api<{ user: User }>("/api/users/user-details", { method: "PUT", body: update });
  return user;
}

export async function updatePassword(change: PasswordChange): Promise<void> {
  await api("/api/users/update-password", { method: "PUT", body: change });
}

export async function listExtraProfiles(signal?: AbortSignal): Promise<ExtraProfile[]> {
  const { profiles } = await api<{ profiles: ExtraProfile[] }>("/api/users/profiles", { signal });
  return profiles;
}

export async function createExtraProfile(input: ExtraProfileInput): Promise<ExtraProfile> {
  // The date of birth is optional on creation: leave it out rather than send null.
  const body = input.dateOfBirth ? input : { name: input.name, gender: input.gender };
  const { profile } = await api<{ profile: ExtraProfile }>("/api/users/profiles", { method: "POST", body });
  return profile;
}

export async function updateExtraProfile(id: string, input: ExtraProfileInput): Promise<ExtraProfile> {
  const { profile } = await api<{ profile: ExtraProfile }>(`/api/users/profiles/${encodeURIComponent(id)}`, {
    method: "PUT",
    body: input,
  });
  return profile;
}

export async function deleteExtraProfile(id: string): Promise<void> {
  await api(`/api/users/profiles/${encodeURIComponent(id)}`, { method: "DELETE" });
}

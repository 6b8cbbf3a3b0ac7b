import type { Language } from "../../../shared/enums";
import { api } from "../../shared/api/client";
import type { User } from "../session/session";

/** What the registration form sends (SPEC §3): the captcha's token goes along. */
export interface Registration {
  email: string;
  password: string;
  name: string;
  dateOfBirth: string | null;
  preferredLanguage: Language;
  gender: User["gender"];
  captchaValue: string;
}

/** POST /api/users/register: the account waits for its address to be confirmed. */
export async function register(registration: Registration): Promise<void> {
  await api<{ success: boolean }>("/api/users/register", { method: "POST", body: registration });
}

/** POST /api/users/forgot-password: mails a reset link (the answer is the same for unknown addresses). */
export async function requestPasswordReset(email: string, captchaValue: string): Promise<void> {
  await api<unknown>("/api/users/forgot-password", { method: "POST", body: { email, captchaValue } });
}

/** POST /api/users/reset-password with the mailed token (a missing one is the server's to refuse). */
export async function resetPassword(token: string | null, newPassword: string): Promise<void> {
  await api<unknown>("/api/users/reset-password", { method: "POST", body: { token, newPassword } });
}

/** POST /api/users/resend-confirmation: a new confirmation e-mail. */
export async function resendConfirmation(email: string): Promise<void> {
  await api<unknown>("/api/users/resend-confirmation", { method: "POST", body: { email } });
}

/** The endpoints a mailed link's page posts its single-use token to. */
export type MailedLinkPath = "/api/users/confirm-email" | "/api/users/cancel-email-change";

/** Posts a mailed link's token (confirm an address, cancel an e-mail change). */
export function postMailedToken(path: MailedLinkPath, token: string): Promise<unknown> {
  return api<unknown>(path, { method: "POST", body: { token } });
}

export interface SignInInput {
  email: string;
  password: string;
  recaptchaToken?: string;
}

/** POST /api/users/login: the access token and the user (the refresh cookie comes along). */
export function signIn(input: SignInInput): Promise<{ accessToken: string; user: User }> {
  return api<{ accessToken: string; user: User }>("/api/users/login", { method: "POST", body: input });
}

import type { Language } from "../../../shared/enums";
import { client, json } from "../../shared/api/client";

const users = client.api.users;
import type { User } from "../session/session";

/** What the registration form sends (docs/product.md §3): the captcha's token goes along. */
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
  await json(users.register.$post({ json: registration }));
}

/** POST /api/users/forgot-password: mails a reset link (the answer is the same for unknown addresses). */
export async function requestPasswordReset(email: string, captchaValue: string): Promise<void> {
  await json(users["forgot-password"].$post({ json: { email, captchaValue } }));
}

/** POST /api/users/reset-password with the mailed token (a missing one is the server's to refuse). */
export async function resetPassword(token: string | null, newPassword: string): Promise<void> {
  await json(users["reset-password"].$post({ json: { token, newPassword } }));
}

/** POST /api/users/resend-confirmation: a new confirmation e-mail. */
export async function resendConfirmation(email: string): Promise<void> {
  await json(users["resend-confirmation"].$post({ json: { email } }));
}

/** The endpoints a mailed link's page posts its single-use token to. */
const MAILED_LINKS = { "/api/users/confirm-email": users["confirm-email"], "/api/users/cancel-email-change": users["cancel-email-change"] };
export type MailedLinkPath = keyof typeof MAILED_LINKS;

/** Posts a mailed link's token (confirm an address, cancel an e-mail change). */
export function postMailedToken(path: MailedLinkPath, token: string): Promise<unknown> {
  return json(MAILED_LINKS[path].$post({ json: { token } }));
}

export interface SignInInput {
  email: string;
  password: string;
  recaptchaToken?: string;
}

/** POST /api/users/login: the access token and the user (the refresh cookie comes along). */
export function signIn(input: SignInInput): Promise<{ accessToken: string; user: User }> {
  return json(users.login.$post({ json: input }));
}

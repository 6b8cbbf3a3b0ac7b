/** Mailed one-time links: a token per purpose and its page in the SPA. */
import { issueEmailToken, keepOnlyEmailToken, withdrawEmailToken } from "../auth/email-tokens";
import { type Db } from "../db/client";
import { type EmailTokenPurpose, type Language } from "../db/schema";
import { createMailer, type MailEnv } from "../mail/mailer";
import { renderMail, type MailKind } from "../mail/templates";

export const LINK_PATH: Record<EmailTokenPurpose, string> = {
  confirm: "/confirm-email",
  "email-change": "/confirm-email",
  "email-change-cancel": "/cancel-email-change",
  reset: "/reset-password",
};

/** A mailed link: the mail, and the site's address the link points at. */
export type LinkMailEnv = MailEnv & Pick<Env, "APP_URL">;

/**
 * Issues a one-time token and mails its link, in the user's language, to `to`. When the mail cannot be
 * sent (ApiError "mailNotSent") the new token is withdrawn and the links mailed before still work.
 */
export async function mailToken(
  env: LinkMailEnv,
  client: Db,
  user: { id: string; name: string; preferredLanguage: Language; email: string; emailConfirmedAt: Date | null },
  purpose: EmailTokenPurpose,
  to: string,
): Promise<void> {
  const token = await issueEmailToken(client, { userId: user.id, purpose, email: to });
  const link = `${env.APP_URL.replace(/\/$/, "")}${LINK_PATH[purpose]}?token=${encodeURIComponent(token)}`;
  const kind: MailKind = purpose;
  // Only an address that proved its owner is greeted by the name the account chose (templates.ts).
  const confirmed = to === user.email && user.emailConfirmedAt !== null;
  const content = renderMail(kind, user.preferredLanguage, confirmed ? user.name : null, link);
  try {
    await createMailer(env).send({ to, ...content, links: [link] });
  } catch (error) {
    await withdrawEmailToken(client, token);
    throw error;
  }
  await keepOnlyEmailToken(client, { userId: user.id, purpose }, token);
}


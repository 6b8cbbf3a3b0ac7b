/**
 * The mailer: every message leaves through Cloudflare's send_email binding as a MIME message
 * (locally, wrangler's simulation of it checks the message and keeps it as an .eml file, sending
 * nothing). In development each message sent is also kept in an outbox in R2 (read at
 * GET /api/dev/outbox), so a fresh checkout can follow its links without a mail account.
 */
import { EmailMessage } from "cloudflare:email";
import { ApiError } from "../http/errors";
import { buildMime, type MailMessage } from "./mime";

export interface OutboxMessage extends MailMessage {
  createdAt: string;
}

export interface Mailer {
  /** Throws ApiError("mailNotSent") when the binding refuses or fails: the caller keeps nothing that needed the mail. */
  send(message: MailMessage): Promise<void>;
}

const OUTBOX_PREFIX = "dev-outbox/";
const outboxPrefix = (address: string) => `${OUTBOX_PREFIX}${address.trim().toLowerCase()}/`;

/** What sending a mail reads: the binding and sender, and in development the outbox bucket. */
export type MailEnv = Pick<Env, "ENVIRONMENT" | "MEDIA" | "MAILER" | "MAIL_FROM">;

export function createMailer(env: MailEnv): Mailer {
  return {
    async send(message) {
      try {
        await env.MAILER.send(new EmailMessage(env.MAIL_FROM, message.to, buildMime(env.MAIL_FROM, message)));
      } catch (error) {
        // Email Service errors carry a code (E_SENDER_NOT_VERIFIED, E_RATE_LIMIT_EXCEEDED…), Email Routing's only a message.
        const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : undefined;
        console.error(JSON.stringify({ level: "error", event: "mail-not-sent", code, error: error instanceof Error ? error.message : String(error) }));
        throw new ApiError("mailNotSent");
      }
      if (env.ENVIRONMENT === "development") await keepInOutbox(env, message);
    },
  };
}

async function keepInOutbox(env: Pick<Env, "MEDIA">, message: MailMessage): Promise<void> {
  const now = Date.now();
  // Zero-padded time then a random suffix: keys sort by time and never collide.
  const suffix = crypto.getRandomValues(new Uint32Array(1))[0]!.toString(16).padStart(8, "0");
  const key = `${outboxPrefix(message.to)}${String(now).padStart(15, "0")}-${suffix}.json`;
  const stored: OutboxMessage = { ...message, createdAt: new Date(now).toISOString() };
  await env.MEDIA.put(key, JSON.stringify(stored), { httpMetadata: { contentType: "application/json" } });
}

/** Development outbox for one address, newest first. */
export async function readOutbox(env: Pick<Env, "MEDIA">, address: string): Promise<OutboxMessage[]> {
  const prefix = outboxPrefix(address);
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.MEDIA.list({ prefix, cursor });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  keys.sort().reverse();
  const messages = await Promise.all(
    keys.map(async (key) => (await (await env.MEDIA.get(key))?.json<OutboxMessage>()) ?? null),
  );
  return messages.filter((m): m is OutboxMessage => m !== null);
}

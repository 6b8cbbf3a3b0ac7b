import { EmailMessage } from "cloudflare:email";

/**
 * The mailer: Cloudflare's send_email binding in production; in development
 * messages go to an outbox in R2 (read at GET /api/dev/outbox) and nothing is
 * sent, so a fresh checkout needs no mail account.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the mail carries, so the outbox (and tests) can follow them. */
  links: string[];
}

export interface OutboxMessage extends MailMessage {
  createdAt: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const OUTBOX_PREFIX = "dev-outbox/";
const outboxPrefix = (address: string) => `${OUTBOX_PREFIX}${address.trim().toLowerCase()}/`;

export function createMailer(env: Pick<Env, "ENVIRONMENT" | "MEDIA" | "MAILER" | "MAIL_FROM">): Mailer {
  if (env.ENVIRONMENT === "development") {
    return {
      async send(message) {
        const now = Date.now();
        // Zero-padded time then a random suffix: keys sort by time and never collide.
        const suffix = crypto.getRandomValues(new Uint32Array(1))[0]!.toString(16).padStart(8, "0");
        const key = `${outboxPrefix(message.to)}${String(now).padStart(15, "0")}-${suffix}.json`;
        const stored: OutboxMessage = { ...message, createdAt: new Date(now).toISOString() };
        await env.MEDIA.put(key, JSON.stringify(stored), { httpMetadata: { contentType: "application/json" } });
      },
    };
  }
  return {
    async send(message) {
      const raw = buildMime(env.MAIL_FROM, message);
      await env.MAILER.send(new EmailMessage(env.MAIL_FROM, message.to, raw));
    },
  };
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

function base64Utf8(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Base64 body lines of at most 76 characters (RFC 2045). */
const wrap = (value: string) => value.match(/.{1,76}/g)?.join("\r\n") ?? "";

/** RFC 2047 encoded-word so accented subjects survive any mail server. */
const encodeHeader = (value: string) => `=?UTF-8?B?${base64Utf8(value)}?=`;

/** A multipart/alternative message with a text and an HTML part. */
export function buildMime(from: string, message: MailMessage, now = new Date()): string {
  const boundary = `fabulo-${crypto.randomUUID()}`;
  const domain = from.split("@")[1] ?? "fabulo.app";
  return [
    `From: Fabulo <${from}>`,
    `To: <${message.to}>`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${crypto.randomUUID()}@${domain}>`,
    "MIME-Version: 1.0",
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    'Content-Type: text/plain; charset="UTF-8"',
    "Content-Transfer-Encoding: base64",
    "",
    wrap(base64Utf8(message.text)),
    `--${boundary}`,
    'Content-Type: text/html; charset="UTF-8"',
    "Content-Transfer-Encoding: base64",
    "",
    wrap(base64Utf8(message.html)),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

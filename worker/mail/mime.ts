/** A mail as RFC 5322 / MIME text, the raw message a send_email binding takes (EmailMessage). */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the mail carries, so the outbox (and tests) can follow them. */
  links: string[];
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

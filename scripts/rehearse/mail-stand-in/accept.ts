/**
 * What Cloudflare checks before it takes a message from a `send_email` binding, and what the rehearsal
 * reads of it. An `EmailMessage` is an envelope (`from`, `to`) and a raw MIME message; it is refused
 * with Email Service's error codes (developers.cloudflare.com/email-service/api/send-emails/workers-api/):
 * a sender off the domain onboarded to Email Sending (E_SENDER_DOMAIN_NOT_AVAILABLE), a recipient the
 * binding's `destination_address` / `allowed_destination_addresses` does not allow
 * (E_RECIPIENT_NOT_ALLOWED), a message over 5 MiB (E_CONTENT_TOO_LARGE), and a message that does not
 * parse or whose headers do not agree with the envelope (E_VALIDATION_ERROR: no Message-ID, a From:
 * that is not the envelope's sender, a Received: header, as wrangler's own simulation refuses them).
 */
import PostalMime, { type Address } from "postal-mime";

/** The binding's restrictions (configuration/send-bindings) and the domain onboarded to Email Sending. */
export interface MailRules {
  sendingDomain: string;
  destinationAddress?: string;
  allowedDestinationAddresses?: string[];
  allowedSenderAddresses?: string[];
}

/** An EmailMessage as it reaches a binding: the envelope, and the MIME text (or its bytes). */
export interface EnvelopedMessage {
  from: string;
  to: string;
  raw: string | Uint8Array | ReadableStream<Uint8Array>;
}

/** What the rehearsal reads of an accepted message. */
export interface AcceptedMail {
  from: string;
  to: string;
  subject: string;
  messageId: string;
  /** Header names, lower-case, in the message's order. */
  headers: string[];
  /** The links of the text part and those of the HTML part (href), each in order. */
  textLinks: string[];
  htmlLinks: string[];
  textLength: number;
  htmlLength: number;
}

/** Cloudflare's errors carry a code; it also opens the message, as JS RPC keeps only the message. */
export class MailSendError extends Error {
  constructor(
    readonly code: string,
    detail: string,
  ) {
    super(`${code}: ${detail}`);
    this.name = "MailSendError";
  }
}

/** The stand-in logs each message it accepts or refuses as this prefix and a JSON record, which the rehearsal reads. */
export const MAIL_LOG_PREFIX = "[mail-stand-in] ";

/** Email Service's limit on one message, attachments included (platform/limits). */
export const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

const ADDRESS = /^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$/;
const mailboxes = (addresses: Address[] = []) => addresses.flatMap((address) => (address.group ? address.group : [address]));
const domainOf = (address: string) => address.slice(address.lastIndexOf("@") + 1).toLowerCase();

/** Refuses the message as Cloudflare would, or answers what it carries. */
export async function acceptMessage(message: EnvelopedMessage, rules: MailRules): Promise<AcceptedMail> {
  const { from, to } = message;
  if (!ADDRESS.test(from) || !ADDRESS.test(to)) throw new MailSendError("E_VALIDATION_ERROR", "the envelope needs a sender and a recipient address");
  if (rules.allowedSenderAddresses && !rules.allowedSenderAddresses.includes(from)) throw new MailSendError("E_VALIDATION_ERROR", `email from ${from} not allowed`);
  if (domainOf(from) !== rules.sendingDomain.toLowerCase()) {
    throw new MailSendError("E_SENDER_DOMAIN_NOT_AVAILABLE", `${domainOf(from)} is not onboarded to Email Sending (${rules.sendingDomain} is)`);
  }
  if ((rules.destinationAddress && to !== rules.destinationAddress) || (rules.allowedDestinationAddresses && !rules.allowedDestinationAddresses.includes(to))) {
    throw new MailSendError("E_RECIPIENT_NOT_ALLOWED", `email to ${to} not allowed`);
  }

  const { raw } = message;
  const bytes = typeof raw === "string" ? new TextEncoder().encode(raw) : raw instanceof Uint8Array ? raw : new Uint8Array(await new Response(raw).arrayBuffer());
  if (bytes.length > MAX_MESSAGE_BYTES) throw new MailSendError("E_CONTENT_TOO_LARGE", `${bytes.length} bytes, over ${MAX_MESSAGE_BYTES}`);
  let email: Awaited<ReturnType<typeof PostalMime.parse>>;
  try {
    email = await PostalMime.parse(bytes);
  } catch (error) {
    throw new MailSendError("E_VALIDATION_ERROR", `could not parse email: ${String(error)}`);
  }
  if (!email.messageId) throw new MailSendError("E_VALIDATION_ERROR", "invalid message-id");
  const headerFrom = mailboxes(email.from ? [email.from] : []).map((mailbox) => mailbox.address);
  if (headerFrom.length !== 1 || headerFrom[0] !== from) throw new MailSendError("E_VALIDATION_ERROR", "From: header does not match mail from");
  if (email.headers.some((header) => header.key === "received")) throw new MailSendError("E_VALIDATION_ERROR", "invalid headers set");
  if (!mailboxes(email.to).some((mailbox) => mailbox.address === to)) throw new MailSendError("E_VALIDATION_ERROR", "To: header does not name the recipient");
  if (!email.subject) throw new MailSendError("E_FIELD_MISSING", "the message has no subject");
  if (!email.text && !email.html) throw new MailSendError("E_FIELD_MISSING", "the message has neither a text nor an HTML part");

  return {
    from,
    to,
    subject: email.subject,
    messageId: email.messageId,
    headers: email.headers.map((header) => header.key),
    textLinks: [...(email.text ?? "").matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]),
    htmlLinks: [...(email.html ?? "").matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&")),
    textLength: email.text?.length ?? 0,
    htmlLength: email.html?.length ?? 0,
  };
}

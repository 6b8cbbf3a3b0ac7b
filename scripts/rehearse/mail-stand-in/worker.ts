/**
 * The `send_email` binding for `npm run rehearse`: the rehearsal binds MAILER to this Worker's
 * `MailStandIn` entrypoint, so the app's `env.MAILER.send(new EmailMessage(from, to, raw))` becomes a
 * JS RPC call here. Each message is checked and parsed as Cloudflare takes it (accept.ts); an accepted
 * one is logged as one `[mail-stand-in] {json}` line, from which the rehearsal confirms its accounts.
 * With MAIL_FAIL_FIRST=1 the first message is refused as Email Service refuses while it is unavailable
 * (E_INTERNAL_SERVER_ERROR), so the rehearsal also walks the path of a registration whose mail failed.
 */
import { WorkerEntrypoint } from "cloudflare:workers";
import { acceptMessage, MAIL_LOG_PREFIX, MailSendError, type EnvelopedMessage, type MailRules } from "./accept";

interface StandInEnv {
  /** MailRules as JSON, from the production environment's MAIL_FROM and send_email binding. */
  MAIL_RULES: string;
  MAIL_FAIL_FIRST: string;
}

/** Locally, `new EmailMessage()` is a plain object that keeps its raw message under this key (so it can cross JS RPC). */
const LOCAL_RAW_KEY = "EmailMessage::raw";

let refusedFirst = false;

export class MailStandIn extends WorkerEntrypoint<StandInEnv> {
  async send(message: Omit<EnvelopedMessage, "raw"> & Record<string, unknown>): Promise<{ messageId: string }> {
    if (this.env.MAIL_FAIL_FIRST === "1" && !refusedFirst) {
      refusedFirst = true;
      console.log(`${MAIL_LOG_PREFIX}${JSON.stringify({ refused: "E_INTERNAL_SERVER_ERROR", to: message.to })}`);
      throw new MailSendError("E_INTERNAL_SERVER_ERROR", "Email Service temporarily unavailable");
    }
    const raw = (message[LOCAL_RAW_KEY] ?? message.raw) as EnvelopedMessage["raw"] | undefined;
    if (raw === undefined) throw new MailSendError("E_VALIDATION_ERROR", "not an EmailMessage: no raw message");
    try {
      const accepted = await acceptMessage({ from: message.from, to: message.to, raw }, JSON.parse(this.env.MAIL_RULES) as MailRules);
      console.log(`${MAIL_LOG_PREFIX}${JSON.stringify(accepted)}`);
      return { messageId: accepted.messageId };
    } catch (error) {
      console.log(`${MAIL_LOG_PREFIX}${JSON.stringify({ refused: error instanceof MailSendError ? error.code : String(error), to: message.to })}`);
      throw error;
    }
  }
}

export default {
  fetch: () => new Response("The mail stand-in answers JS RPC only (MailStandIn.send).", { status: 404 }),
} satisfies ExportedHandler<StandInEnv>;

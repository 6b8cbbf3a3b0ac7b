/**
 * The rehearsal's mail: production's `send_email` binding (MAILER) served by the mail stand-in
 * (mail-stand-in/), which checks and parses each message as Cloudflare takes it, and the accounts
 * confirmed from the messages it parsed rather than from the development outbox.
 */
import path from "node:path";
import { MAIL_LOG_PREFIX, type AcceptedMail, type MailRules } from "./mail-stand-in/accept";

export const MAIL_STAND_IN = "fabulo-mail-stand-in";

/** A `send_email` entry of wrangler's configuration (configuration/send-bindings). */
interface SendEmailBinding {
  name: string;
  destination_address?: string;
  allowed_destination_addresses?: string[];
  allowed_sender_addresses?: string[];
}

interface ProductionMail {
  vars?: Record<string, unknown>;
  send_email?: SendEmailBinding[];
}

/**
 * The stand-in Worker's configuration, with the rules of production's MAILER binding and MAIL_FROM's
 * domain as the one onboarded to Email Sending, and the service binding that takes MAILER's place.
 * Its first message is refused (MAIL_FAIL_FIRST), so a registration whose mail failed is rehearsed too.
 */
export function mailStandIn(production: ProductionMail, worker: { compatibility_date?: string; compatibility_flags?: string[] }, root: string) {
  const binding = production.send_email?.find((item) => item.name === "MAILER");
  if (!binding) throw new Error("[env.production] has no send_email binding MAILER");
  const from = String(production.vars?.MAIL_FROM ?? "");
  const rules: MailRules = {
    sendingDomain: from.slice(from.lastIndexOf("@") + 1),
    destinationAddress: binding.destination_address,
    allowedDestinationAddresses: binding.allowed_destination_addresses,
    allowedSenderAddresses: binding.allowed_sender_addresses,
  };
  return {
    service: { binding: "MAILER", service: MAIL_STAND_IN, entrypoint: "MailStandIn" },
    config: {
      name: MAIL_STAND_IN,
      main: path.resolve(root, "scripts/rehearse/mail-stand-in/worker.ts"),
      compatibility_date: worker.compatibility_date,
      compatibility_flags: worker.compatibility_flags,
      vars: { MAIL_RULES: JSON.stringify(rules), MAIL_FAIL_FIRST: "1" },
    },
  };
}

type Refused = { refused: string; to: string };

/** The messages the stand-in logged, read from wrangler's output. */
export class MailInbox {
  readonly accepted: AcceptedMail[] = [];
  readonly refused: Refused[] = [];
  retriedRegistrations = 0;

  /** One line of wrangler's output; anything but a stand-in record is ignored. */
  read(line: string): void {
    const at = line.indexOf(MAIL_LOG_PREFIX);
    if (at < 0) return;
    try {
      const record = JSON.parse(line.slice(at + MAIL_LOG_PREFIX.length)) as AcceptedMail | Refused;
      if ("refused" in record) this.refused.push(record);
      else this.accepted.push(record);
    } catch {
      // A line cut by the terminal: not a record.
    }
  }

  /**
   * The link to `linkPath` in the newest message to `to`, once the stand-in has accepted one: the same
   * link in its text part and in its HTML part, or the rehearsal stops there.
   */
  async link(to: string, linkPath: string, timeoutMs = 30_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.accepted.findLast((message) => message.to === to);
      if (mail) {
        const link = mail.textLinks.find((candidate) => new URL(candidate).pathname === linkPath);
        if (!link) throw new Error(`the mail to ${to} ("${mail.subject}") has no ${linkPath} link in its text part`);
        if (!mail.htmlLinks.includes(link)) throw new Error(`the mail to ${to} has the ${linkPath} link in its text part only`);
        return link;
      }
      if (Date.now() > deadline) throw new Error(`no mail to ${to} reached the send_email stand-in within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /**
   * Registers as a family would: a 503 means the confirmation mail was not sent and no account was
   * kept, so the form is sent again.
   */
  async register(send: () => Promise<unknown>): Promise<void> {
    try {
      await send();
    } catch (error) {
      if (!String(error).includes("→ 503")) throw error;
      console.log(`  registration answered ${String(error).split("→ ")[1]?.slice(0, 120)}; registering again`);
      this.retriedRegistrations++;
      await send();
    }
  }

  /** The report's mail lines. */
  report(): string[] {
    const sample = this.accepted[0];
    return [
      `  mail: ${this.accepted.length} message(s) accepted by the send_email stand-in, ${this.refused.length} refused (${this.refused.map((r) => r.refused).join(", ") || "none"}), ${this.retriedRegistrations} registration(s) sent again`,
      ...(sample
        ? [`    e.g. from ${sample.from}, "${sample.subject}", headers ${sample.headers.join(", ")}; text ${sample.textLength} and HTML ${sample.htmlLength} characters`]
        : []),
    ];
  }
}

/**
 * The mail steps of `npm run deploy:check`: Cloudflare Email Service sends the Worker's mail (through
 * the `send_email` binding MAILER, from MAIL_FROM) only when the sender's domain is onboarded to
 * Email Sending and the binding may reach any family's address. Each missing step is named.
 * Sources: developers.cloudflare.com/email-service/ (configuration/send-bindings, configuration/domains,
 * api/send-emails/workers-api).
 */
import { resolveMx, resolveTxt } from "node:dns/promises";
import type { Unstable_Config } from "wrangler";
import type { Problem } from "./checks";

/** DNS answers as the checks need them: TXT records (chunks joined) and MX hosts; [] when there is none. */
export interface MailDns {
  txt(name: string): Promise<string[]>;
  mx(name: string): Promise<string[]>;
}

/** No such name or no record of the type: an empty answer, not a failed lookup. */
const NO_RECORD = new Set(["ENOTFOUND", "ENODATA"]);
const orNone = <T>(lookup: Promise<T[]>) =>
  lookup.catch((error: NodeJS.ErrnoException) => {
    if (error.code && NO_RECORD.has(error.code)) return [] as T[];
    throw error;
  });

export const systemDns: MailDns = {
  txt: async (name) => (await orNone(resolveTxt(name))).map((chunks) => chunks.join("")),
  mx: async (name) => (await orNone(resolveMx(name))).map((record) => record.exchange),
};

const ADDRESS = /^[^@\s]+@((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,})$/i;
const ONBOARD = "onboard the domain to Email Sending (Dashboard → Email Service → Email Sending), which adds it";

/** The sender's domain, or undefined when MAIL_FROM is not a usable address. */
export function senderDomain(production: Unstable_Config): string | undefined {
  const from = String((production.vars as Record<string, unknown>).MAIL_FROM ?? "");
  const domain = ADDRESS.exec(from)?.[1]?.toLowerCase();
  return domain && !domain.endsWith(".local") ? domain : undefined;
}

/** MAIL_FROM and the MAILER binding, as wrangler.toml has them. */
export function mailConfigProblems(production: Unstable_Config): Problem[] {
  const problems: Problem[] = [];
  const problem = (name: string, message: string) => problems.push({ kind: "mail", name, message });
  const from = String((production.vars as Record<string, unknown>).MAIL_FROM ?? "");
  if (!senderDomain(production)) problem("vars.MAIL_FROM", `"${from}" is not an address on a real domain: mail leaves from a domain onboarded to Email Sending`);
  const binding = production.send_email.find((item) => item.name === "MAILER");
  if (!binding) {
    problem("send_email.MAILER", "the binding is missing: the Worker sends every mail through it");
    return problems;
  }
  // A binding restricted to some destinations refuses every family's address (E_RECIPIENT_NOT_ALLOWED).
  if (binding.destination_address || binding.allowed_destination_addresses) {
    problem("send_email.MAILER", "restricts its destinations (destination_address, allowed_destination_addresses): families' addresses would be refused");
  }
  if (binding.allowed_sender_addresses && !binding.allowed_sender_addresses.includes(from)) {
    problem("send_email.MAILER", `allowed_sender_addresses does not list MAIL_FROM ("${from}")`);
  }
  return problems;
}

/**
 * The sending domain's DNS, as onboarding to Email Sending writes it: bounce MX and SPF on `cf-bounce.`,
 * the DKIM key on `cf-bounce._domainkey.`, a DMARC policy on `_dmarc.`.
 */
export async function mailDnsProblems(production: Unstable_Config, dns: MailDns): Promise<Problem[]> {
  const domain = senderDomain(production);
  if (!domain) return [];
  const bounce = `cf-bounce.${domain}`;
  const checks: [name: string, present: () => Promise<boolean>][] = [
    [`${bounce} MX`, async () => (await dns.mx(bounce)).some((host) => /\.mx\.cloudflare\.net\.?$/i.test(host))],
    [`${bounce} TXT (SPF)`, async () => (await dns.txt(bounce)).some((record) => /^v=spf1\b.*\binclude:_spf\.mx\.cloudflare\.net\b/i.test(record))],
    [`cf-bounce._domainkey.${domain} TXT (DKIM)`, async () => (await dns.txt(`cf-bounce._domainkey.${domain}`)).some((record) => /^v=DKIM1\b/i.test(record))],
    [`_dmarc.${domain} TXT (DMARC)`, async () => (await dns.txt(`_dmarc.${domain}`)).some((record) => /^v=DMARC1\b/i.test(record))],
  ];
  const problems: Problem[] = [];
  for (const [name, present] of checks) {
    try {
      if (!(await present())) problems.push({ kind: "mail", name: `dns ${name}`, message: `is missing: ${ONBOARD}` });
    } catch (error) {
      problems.push({ kind: "mail", name: `dns ${name}`, message: `could not be looked up (${String(error)}): run the check online` });
    }
  }
  return problems;
}

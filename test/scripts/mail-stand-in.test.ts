import { describe, expect, it } from "vitest";
import { acceptMessage, MAX_MESSAGE_BYTES, type MailRules } from "../../scripts/rehearse/mail-stand-in/accept";
import { buildMime } from "../../worker/mail/mime";
import { renderMail } from "../../worker/mail/templates";

/**
 * Issue 40 part 2: the rehearsal's send_email stand-in takes a message as Cloudflare does, or refuses it
 * with Email Service's error code. The messages are the app's own (templates.ts, mime.ts).
 */
const FROM = "stories@fabulo.app";
const TO = "parent@example.com";
const RULES: MailRules = { sendingDomain: "fabulo.app" };
const LINK = "https://fabulo.app/confirm-email?token=AbC_dEf-123";

function appMail(language: "en-US" | "fr-FR" = "en-US", from = FROM, to = TO): string {
  return buildMime(from, { to, ...renderMail("confirm", language, null, LINK), links: [LINK] });
}

describe("the send_email stand-in", () => {
  it("takes the app's confirmation mail and reads its sender, recipient, headers, and the same link in its text and HTML parts", async () => {
    const accepted = await acceptMessage({ from: FROM, to: TO, raw: appMail() }, RULES);
    expect(accepted).toMatchObject({ from: FROM, to: TO, subject: "Confirm your Fabulo account", textLinks: [LINK], htmlLinks: [LINK] });
    expect(accepted.messageId).toMatch(/^<[0-9a-f-]{36}@fabulo\.app>$/);
    expect(accepted.headers).toEqual(["from", "to", "subject", "date", "message-id", "mime-version", "content-type"]);
    expect(accepted.textLength).toBeGreaterThan(100);
    expect(accepted.htmlLength).toBeGreaterThan(accepted.textLength);
  });

  it("decodes a French subject and body sent as UTF-8", async () => {
    const accepted = await acceptMessage({ from: FROM, to: TO, raw: new TextEncoder().encode(appMail("fr-FR")) }, RULES);
    expect(accepted.subject).toBe("Confirmez votre compte Fabulo");
    expect(accepted.textLinks).toEqual([LINK]);
  });

  it("refuses a sender off the domain onboarded to Email Sending, and one the binding's allow-list leaves out", async () => {
    await expect(acceptMessage({ from: "stories@fabulo.local", to: TO, raw: appMail("en-US", "stories@fabulo.local") }, RULES)).rejects.toMatchObject({
      code: "E_SENDER_DOMAIN_NOT_AVAILABLE",
    });
    await expect(acceptMessage({ from: FROM, to: TO, raw: appMail() }, { ...RULES, allowedSenderAddresses: ["noreply@fabulo.app"] })).rejects.toThrow(
      "E_VALIDATION_ERROR: email from stories@fabulo.app not allowed",
    );
  });

  it("refuses a recipient that destination_address or allowed_destination_addresses does not allow", async () => {
    for (const rules of [{ ...RULES, destinationAddress: "ops@fabulo.app" }, { ...RULES, allowedDestinationAddresses: ["ops@fabulo.app"] }]) {
      await expect(acceptMessage({ from: FROM, to: TO, raw: appMail() }, rules)).rejects.toThrow(`E_RECIPIENT_NOT_ALLOWED: email to ${TO} not allowed`);
    }
    const allowed = await acceptMessage({ from: FROM, to: TO, raw: appMail() }, { ...RULES, allowedDestinationAddresses: [TO] });
    expect(allowed.to).toBe(TO);
  });

  it("refuses messages whose headers do not agree with the envelope, or that are too large", async () => {
    const mail = appMail();
    const cases: [raw: string, error: string][] = [
      [mail.replace(/^Message-ID: .*\r\n/m, ""), "E_VALIDATION_ERROR: invalid message-id"],
      [mail.replace(`From: Fabulo <${FROM}>`, "From: Fabulo <other@fabulo.app>"), "E_VALIDATION_ERROR: From: header does not match mail from"],
      [`Received: from somewhere\r\n${mail}`, "E_VALIDATION_ERROR: invalid headers set"],
      [mail.replace(`To: <${TO}>`, "To: <someone@example.com>"), "E_VALIDATION_ERROR: To: header does not name the recipient"],
      [mail + "x".repeat(MAX_MESSAGE_BYTES), `E_CONTENT_TOO_LARGE: ${mail.length + MAX_MESSAGE_BYTES} bytes, over ${MAX_MESSAGE_BYTES}`],
    ];
    for (const [raw, error] of cases) await expect(acceptMessage({ from: FROM, to: TO, raw }, RULES), error).rejects.toThrow(error);
    await expect(acceptMessage({ from: "not an address", to: TO, raw: mail }, RULES)).rejects.toMatchObject({ code: "E_VALIDATION_ERROR" });
  });
});

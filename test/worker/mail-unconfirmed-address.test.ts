import { describe, expect, it } from "vitest";
import { call, postJson } from "./helpers";
import { bearer, DUMMY_CAPTCHA, fromIp, outbox, PASSWORD, register, signedInUser, uniqueEmail } from "./users-helpers";

/**
 * Issue 33, part 4: the name typed at registration went word for word into the confirmation
 * mail, so anyone could send a message of their own, from our address, to any inbox
 * ("Hello Win a prize at evil.example,"). A mail to an address not yet confirmed (the
 * confirmation, its resend, a reset asked for an unconfirmed account, the link to a new
 * address) greets generically; a mail to a confirmed address still greets by name.
 */

const SPAM = "Win a prize at evil.example now";
const PLAIN_WORDS = ["Win a prize", "evil.example"];

function expectNoFreeText(mail: { text: string; html: string; subject: string }) {
  for (const words of PLAIN_WORDS) {
    expect(mail.text).not.toContain(words);
    expect(mail.html).not.toContain(words);
    expect(mail.subject).not.toContain(words);
  }
}

describe("mails to an address not yet confirmed", () => {
  it.each([
    ["en-US", "Hello,"],
    ["fr-FR", "Bonjour,"],
  ] as const)("the confirmation (%s) greets generically, and so does its resend", async (language, greeting) => {
    const email = uniqueEmail("spam");
    expect((await register({ email, name: SPAM, preferredLanguage: language })).status).toBe(201);
    expect((await postJson("/api/users/resend-confirmation", { email }, fromIp())).status).toBe(200);
    const mails = await outbox(email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expectNoFreeText(mail);
      expect(mail.text.split("\n")[0]).toBe(greeting);
    }
  });

  it("a reset asked for an unconfirmed account does not carry its name", async () => {
    const email = uniqueEmail("spam-reset");
    await register({ email, name: SPAM });
    const asked = await postJson("/api/users/forgot-password", { email, captchaValue: DUMMY_CAPTCHA }, fromIp());
    expect(asked.status).toBe(200);
    const reset = (await outbox(email)).find((mail) => mail.subject.includes("password"));
    expect(reset).toBeDefined();
    expectNoFreeText(reset!);
  });

  it("the link to a new address does not carry the account's name; the old, confirmed address is greeted by it", async () => {
    const session = await signedInUser({ name: "Zoé" });
    const next = uniqueEmail("next");
    const changed = await call("/api/users/user-details", {
      method: "PUT",
      headers: { ...bearer(session.accessToken), "Content-Type": "application/json" },
      body: JSON.stringify({ email: next, currentPassword: PASSWORD }),
    });
    expect(changed.status).toBe(200);
    const [toNew] = await outbox(next);
    expect(toNew!.text).not.toContain("Zoé");
    expect(toNew!.text.split("\n")[0]).toBe("Hello,");
    const toOld = (await outbox(session.email)).find((mail) => mail.subject.includes("about to change"));
    expect(toOld!.text.split("\n")[0]).toBe("Hello Zoé,");
  });

  it("a reset for a confirmed account greets by name", async () => {
    const session = await signedInUser({ name: "Zoé" });
    await postJson("/api/users/forgot-password", { email: session.email, captchaValue: DUMMY_CAPTCHA }, fromIp());
    const reset = (await outbox(session.email)).find((mail) => mail.subject.includes("password"));
    expect(reset!.text.split("\n")[0]).toBe("Hello Zoé,");
  });
});

import { describe, expect, it } from "vitest";
import { postJson } from "./helpers";
import { DUMMY_CAPTCHA, PASSWORD, fromIp, signedInUser, uniqueEmail } from "./users-helpers";

/**
 * Issue 13, attack 2: after two wrong passwords a known address asked for the
 * captcha while an unknown one answered 401 for ever, and ten parallel wrong
 * sign-ins all skipped the captcha. Failures are now counted per submitted
 * address, account or not, in one atomic statement.
 */
const attempt = async (email: string, extra: Record<string, unknown> = {}) => {
  // Each attempt from its own client, so the per-client limits stay out of the way.
  const response = await postJson("/api/users/login", { email, password: "wrong-pass1", ...extra }, fromIp());
  return `${response.status} ${((await response.json()) as { message: string }).message}`;
};

async function answers(email: string): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < 4; i++) seen.push(await attempt(email));
  seen.push(await attempt(email, { recaptchaToken: DUMMY_CAPTCHA }));
  seen.push(await attempt(email, { recaptchaToken: "forged" }));
  return seen;
}

describe("sign-in does not tell which addresses have accounts", () => {
  it("a known and an unknown address get the same answers in the same order", async () => {
    const known = await signedInUser();
    const seenKnown = await answers(known.email);
    const seenUnknown = await answers(uniqueEmail("ghost"));
    expect(seenKnown).toEqual(seenUnknown);
    expect(seenKnown).toEqual([
      "401 Invalid credentials",
      "401 Invalid credentials",
      "400 CAPTCHA verification failed",
      "400 CAPTCHA verification failed",
      "401 Invalid credentials",
      "400 CAPTCHA verification failed",
    ]);
    // The right password, with the captcha, still signs the owner in and starts the count again.
    const back = await postJson("/api/users/login", { email: known.email, password: PASSWORD, recaptchaToken: DUMMY_CAPTCHA }, fromIp());
    expect(back.status).toBe(200);
    expect(await attempt(known.email)).toBe("401 Invalid credentials");
  });

  it.each([
    ["a known address", true],
    ["an unknown address", false],
  ])("ten parallel wrong sign-ins on %s: at most 2 get past without a captcha", async (_name, exists) => {
    const email = exists ? (await signedInUser()).email : uniqueEmail("ghost");
    const seen = await Promise.all(Array.from({ length: 10 }, () => attempt(email)));
    const pastCaptcha = seen.filter((answer) => answer === "401 Invalid credentials");
    expect(pastCaptcha.length).toBeLessThanOrEqual(2);
    expect(seen.filter((answer) => answer === "400 CAPTCHA verification failed")).toHaveLength(10 - pastCaptcha.length);
  });
});

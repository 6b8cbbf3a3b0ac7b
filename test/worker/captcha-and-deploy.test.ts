import { afterEach, describe, expect, it, vi } from "vitest";
import wranglerToml from "../../wrangler.toml?raw";
import { app } from "../../worker/app";
import { env } from "./helpers";
import { fromIp, uniqueEmail } from "./users-helpers";

/**
 * Issue 13, attack 6 (captcha, deploy): a Turnstile token solved on one form
 * was accepted on any other, and outside production any hostname passed; a
 * plain `wrangler deploy` would ship the development worker (dev outbox, test
 * keys) under the production name.
 *
 * Siteverify is an external service: its stand-in answers as Cloudflare
 * documents, with the action and hostname the widget was solved with, which the
 * test encodes in the token ("<action>@<hostname>").
 */
function standInSiteverify() {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    expect(String(input instanceof Request ? input.url : input)).toBe("https://challenges.cloudflare.com/turnstile/v0/siteverify");
    const token = String((init!.body as FormData).get("response"));
    const [action, hostname] = token.split("@");
    return Response.json({ success: true, action, hostname, challenge_ts: new Date().toISOString(), "error-codes": [] });
  });
}

afterEach(() => vi.restoreAllMocks());

/** A deployed-like environment: real secret (siteverify is asked), not development. */
const STAGING = { ...env, ENVIRONMENT: "staging", TURNSTILE_SECRET_KEY: "real-secret", APP_URL: "https://staging.fabulo.app" };
/** Development with a real secret: siteverify is asked, the hostname is not pinned, mail goes to the outbox. */
const DEV_REAL_KEYS = { ...env, TURNSTILE_SECRET_KEY: "real-secret" };

const post = (path: string, payload: unknown, bindings: Record<string, unknown>) =>
  app.request(path, { method: "POST", headers: { "Content-Type": "application/json", ...fromIp() }, body: JSON.stringify(payload) }, bindings);

describe("Turnstile: the action is checked per form", () => {
  it("register accepts only a token solved on the register form", async () => {
    standInSiteverify();
    const account = { password: "secret12", name: "Zoé" };
    for (const action of ["login", "forgot-password", ""]) {
      const response = await post("/api/users/register", { ...account, email: uniqueEmail(), captchaValue: `${action}@localhost` }, DEV_REAL_KEYS);
      expect(response.status, action).toBe(400);
      expect(await response.json()).toEqual({ message: "CAPTCHA verification failed" });
    }
    const ok = await post("/api/users/register", { ...account, email: uniqueEmail(), captchaValue: "register@localhost" }, DEV_REAL_KEYS);
    expect(ok.status).toBe(201);
  });

  it("forgot-password accepts only a token solved on the forgot-password form", async () => {
    standInSiteverify();
    const email = uniqueEmail("ghost");
    const wrong = await post("/api/users/forgot-password", { email, captchaValue: "register@localhost" }, DEV_REAL_KEYS);
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toEqual({ message: "CAPTCHA verification failed" });
    const right = await post("/api/users/forgot-password", { email, captchaValue: "forgot-password@localhost" }, DEV_REAL_KEYS);
    expect(right.status).toBe(404);
    expect(await right.json()).toEqual({ message: "Email doesn't exist." });
  });

  it("sign-in past two failures accepts only a token solved on the login form", async () => {
    standInSiteverify();
    const email = uniqueEmail("ghost");
    for (let i = 0; i < 2; i++) expect((await post("/api/users/login", { email, password: "wrong123" }, DEV_REAL_KEYS)).status).toBe(401);
    const wrong = await post("/api/users/login", { email, password: "wrong123", recaptchaToken: "register@localhost" }, DEV_REAL_KEYS);
    expect(wrong.status).toBe(400);
    const right = await post("/api/users/login", { email, password: "wrong123", recaptchaToken: "login@localhost" }, DEV_REAL_KEYS);
    expect(right.status).toBe(401);
  });
});

describe("Turnstile: the hostname is checked whenever ENVIRONMENT is not development", () => {
  it("a staging deployment refuses a token solved on another site", async () => {
    standInSiteverify();
    const email = uniqueEmail("ghost");
    for (let i = 0; i < 2; i++) expect((await post("/api/users/login", { email, password: "wrong123" }, STAGING)).status).toBe(401);
    const elsewhere = await post("/api/users/login", { email, password: "wrong123", recaptchaToken: "login@evil.example" }, STAGING);
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toEqual({ message: "CAPTCHA verification failed" });
    const here = await post("/api/users/login", { email, password: "wrong123", recaptchaToken: "login@staging.fabulo.app" }, STAGING);
    expect(here.status).toBe(401);
  });
});

describe("wrangler.toml", () => {
  /** `name = "…"` of the top level (before the first table) and of [env.production]. */
  function workerNames() {
    const topLevel = wranglerToml.split(/^\[/m)[0]!;
    const production = wranglerToml.split(/^\[env\.production\]$/m)[1]!.split(/^\[/m)[0]!;
    const nameOf = (section: string) => /^name = "([^"]+)"$/m.exec(section)?.[1];
    return { development: nameOf(topLevel), production: nameOf(production) };
  }

  it("gives the default (development) environment its own worker name: a plain deploy cannot replace production", () => {
    const names = workerNames();
    expect(names.production).toBe("fabulo");
    expect(names.development).toBe("fabulo-dev");
    expect(/\[vars\][^[]*ENVIRONMENT = "development"/.test(wranglerToml)).toBe(true);
  });

  it("declares the account and sign-in rate limits in both environments", () => {
    for (const [name, id] of [
      ["ACCOUNT_LIMITER", "1005"],
      ["LOGIN_CLIENT_LIMITER", "1006"],
    ]) {
      const pattern = (prefix: string) => new RegExp(`\\[\\[${prefix}ratelimits\\]\\]\\nname = "${name}"\\nnamespace_id = "${id}"`);
      expect(wranglerToml).toMatch(pattern(""));
      expect(wranglerToml).toMatch(pattern("env\\.production\\."));
    }
  });
});

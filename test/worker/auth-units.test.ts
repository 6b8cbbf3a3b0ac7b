import { describe, expect, it, vi } from "vitest";
import { hashPassword, verifyPassword } from "../../worker/auth/passwords";
import { verifyTurnstile } from "../../worker/auth/turnstile";
import { buildMime } from "../../worker/mail/mime";
import { renderMail } from "../../worker/mail/templates";
import { startOfWeekUtc } from "../../worker/users/weekly-usage";
import { env } from "./helpers";

describe("passwords", () => {
  it("hashes in the versioned format with a fresh salt and verifies only the right password", async () => {
    const a = await hashPassword(env, "secret12");
    const b = await hashPassword(env, "secret12");
    expect(a).toMatch(/^pbkdf2-sha256\$v1\$100000\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(env, "secret12", a)).toEqual({ ok: true, needsRehash: false });
    expect((await verifyPassword(env, "secret13", a)).ok).toBe(false);
  });

  it("depends on the pepper", async () => {
    const hash = await hashPassword(env, "secret12");
    expect((await verifyPassword({ PASSWORD_PEPPER: "another-pepper" }, "secret12", hash)).ok).toBe(false);
  });

  it("asks to re-hash a valid hash made at a lower cost", async () => {
    const current = await hashPassword(env, "secret12");
    const [scheme, version, , salt] = current.split("$");
    // Derive the same password at 1000 iterations to stand in for an older hash.
    const peppered = await crypto.subtle.sign(
      "HMAC",
      await crypto.subtle.importKey("raw", new TextEncoder().encode(env.PASSWORD_PEPPER), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]),
      new TextEncoder().encode("secret12"),
    );
    const material = await crypto.subtle.importKey("raw", peppered, "PBKDF2", false, ["deriveBits"]);
    const saltBytes = Uint8Array.from(atob(salt!), (ch) => ch.charCodeAt(0));
    const bits = new Uint8Array(
      await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt: saltBytes, iterations: 1000 }, material, 256),
    );
    const old = [scheme, version, 1000, salt, btoa(String.fromCharCode(...bits))].join("$");
    expect(await verifyPassword(env, "secret12", old)).toEqual({ ok: true, needsRehash: true });
  });

  it("never accepts unusable stored values", async () => {
    for (const stored of ["disabled", "", "pbkdf2-sha256$v9$100000$AAAA$AAAA", "pbkdf2-sha256$v1$999999$AAAA$AAAA"]) {
      expect((await verifyPassword(env, "secret12", stored)).ok).toBe(false);
    }
  });
});

describe("turnstile", () => {
  const dev = { ENVIRONMENT: "development", TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA" };

  it("in development with the test secret, passes only the dummy token and makes no request", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    expect(await verifyTurnstile(dev, { token: "XXXX.DUMMY.TOKEN.XXXX" })).toBe(true);
    expect(await verifyTurnstile(dev, { token: "anything" })).toBe(false);
    expect(await verifyTurnstile(dev, { token: undefined })).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it("otherwise asks siteverify and checks success and hostname", async () => {
    const prod = { ENVIRONMENT: "production", TURNSTILE_SECRET_KEY: "real-secret" };
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => Response.json({ success: true, hostname: "fabulo.app" }));
    expect(await verifyTurnstile(prod, { token: "t", remoteIp: "1.2.3.4", hostname: "fabulo.app" })).toBe(true);
    expect(await verifyTurnstile(prod, { token: "t", hostname: "evil.example" })).toBe(false);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe("https://challenges.cloudflare.com/turnstile/v0/siteverify");
    const form = init!.body as FormData;
    expect([form.get("secret"), form.get("response"), form.get("remoteip")]).toEqual(["real-secret", "t", "1.2.3.4"]);
    fetchSpy.mockImplementation(async () => Response.json({ success: false }));
    expect(await verifyTurnstile(prod, { token: "t" })).toBe(false);
    fetchSpy.mockRestore();
  });
});

describe("mail", () => {
  it("builds a multipart message with an encoded subject and both parts", () => {
    const content = renderMail("reset", "fr-FR", "Zoé <b>", "https://fabulo.app/reset-password?token=abc");
    expect(content.html).toContain("Zoé &lt;b&gt;");
    const mime = buildMime("stories@fabulo.app", { to: "a@example.com", ...content, links: [] });
    expect(mime).toContain("To: <a@example.com>");
    expect(mime).toMatch(/^Subject: =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=\r$/m);
    expect(mime).toContain('Content-Type: text/plain; charset="UTF-8"');
    expect(mime).toContain('Content-Type: text/html; charset="UTF-8"');
    const subject = /^Subject: =\?UTF-8\?B\?(.+)\?=\r$/m.exec(mime)![1]!;
    expect(new TextDecoder().decode(Uint8Array.from(atob(subject), (c) => c.charCodeAt(0)))).toBe(content.subject);
  });
});

describe("weekly usage", () => {
  it("starts the week on Monday 00:00 UTC", () => {
    expect(startOfWeekUtc(new Date("2026-11-18T15:00:00Z")).toISOString()).toBe("2026-11-16T00:00:00.000Z");
    expect(startOfWeekUtc(new Date("2026-11-16T00:00:00Z")).toISOString()).toBe("2026-11-16T00:00:00.000Z");
    expect(startOfWeekUtc(new Date("2026-11-22T23:59:59Z")).toISOString()).toBe("2026-11-16T00:00:00.000Z");
  });
});

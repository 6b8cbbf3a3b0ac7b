import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { invalidateConfigCache } from "../../worker/config/store";
import { createStory, createUser } from "./fixtures";
import { env } from "./helpers";

/**
 * Issue 31 item 3: Cloudflare Web Analytics, on while `webAnalyticsToken` is set. Every page the
 * Worker serves then carries the beacon (SPA mode) and a CSP that lets it load and report; without
 * a token, neither the beacon nor its origins appear anywhere.
 */
const TOKEN = "0123456789abcdef0123456789abcdef";
const SHELL = "<!doctype html><html><head><title>Fabulo</title></head><body><div id=root></div></body></html>";
/** The built index.html stands in for the static assets, as the SPA fallback would answer any page. */
const WITH_SHELL = {
  ...env,
  ASSETS: { fetch: async () => new Response(SHELL, { headers: { "Content-Type": "text/html; charset=utf-8" } }) },
};

async function storeToken(value: unknown) {
  await env.DB.prepare("INSERT OR REPLACE INTO configs (key, value, updated_at) VALUES ('webAnalyticsToken', ?, 0)").bind(JSON.stringify(value)).run();
  invalidateConfigCache();
}

const page = (path: string) => app.request(path, {}, WITH_SHELL);
const beacons = (html: string) => html.match(/<script[^>]*cloudflareinsights[^>]*>/g) ?? [];
const directive = (response: Response, name: string) =>
  response.headers.get("Content-Security-Policy")!.split("; ").find((part) => part.startsWith(`${name} `))!;

// The browse page, a story's page, another SPA page (served through the Worker) and a missing story.
const PAGES = ["/", "/browse-stories", "/story/the-brave-little-owl", "/login", "/privacy-policy", "/story/no-such-story"];

async function withStory() {
  const owner = await createUser();
  await createStory(owner.id, { slug: "the-brave-little-owl", isPublic: true });
}

describe("web analytics off (no token, the default)", () => {
  it.each(PAGES)("%s has no beacon and its CSP names no analytics origin", async (path) => {
    await withStory();
    const response = await page(path);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(beacons(await response.text())).toEqual([]);
    expect(response.headers.get("Content-Security-Policy")).not.toContain("cloudflareinsights");
  });
});

describe("web analytics on", () => {
  it.each(PAGES)("%s carries one beacon with the token in SPA mode, and its CSP allows it", async (path) => {
    await withStory();
    await storeToken(TOKEN);
    const response = await page(path);
    const [beacon, ...others] = beacons(await response.text());
    expect(others).toEqual([]);
    expect(beacon).toContain('src="https://static.cloudflareinsights.com/beacon.min.js"');
    expect(JSON.parse(/data-cf-beacon='([^']*)'/.exec(beacon!)![1]!)).toEqual({ token: TOKEN, spa: true });
    expect(directive(response, "script-src")).toContain("https://static.cloudflareinsights.com");
    expect(directive(response, "connect-src")).toContain("https://cloudflareinsights.com");
    // Only the beacon's two origins are added: the rest of the policy is as strict as without it.
    expect(directive(response, "default-src")).toBe("default-src 'self'");
    expect(response.headers.get("Content-Security-Policy")).not.toMatch(/'unsafe-inline'[^;]*script|script-src[^;]*'unsafe-inline'/);
  });

  it("API answers are not pages: no beacon, no page CSP", async () => {
    await storeToken(TOKEN);
    const response = await app.request("/api/health", {}, WITH_SHELL);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await response.text()).not.toContain("cloudflareinsights");
    expect(response.headers.get("Content-Security-Policy")).toBeNull();
  });

  it("unknown API and media addresses still answer the JSON 404, not the SPA", async () => {
    for (const path of ["/api/no-such-thing", "/media/no-such-thing"]) {
      const response = await app.request(path, {}, WITH_SHELL);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Not found" });
    }
  });

  it("a stored token that would break out of the attribute is ignored: the page has no beacon", async () => {
    await storeToken(`x' onload='alert(1)`);
    const response = await page("/login");
    const html = await response.text();
    expect(html).not.toContain("alert(1)");
    expect(beacons(html)).toEqual([]);
    expect(response.headers.get("Content-Security-Policy")).not.toContain("cloudflareinsights");
  });

  it("an admin cannot save such a token", async () => {
    const admin = await createUser({ role: "admin" });
    const response = await app.request(
      "/api/configs",
      {
        method: "PUT",
        headers: { ...admin.auth, "Content-Type": "application/json", Origin: "http://localhost" },
        body: JSON.stringify({ key: "webAnalyticsToken", value: `"><script>alert(1)</script>` }),
      },
      WITH_SHELL,
    );
    expect(response.status).toBe(400);
    invalidateConfigCache();
    expect(beacons(await (await page("/login")).text())).toEqual([]);
  });
});

import { it } from "vitest";
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";

/** Calls the Worker's own fetch handler, as a browser would, with the real bindings. */
export function call(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new Request(new URL(path, "http://localhost"), init));
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return call(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export { env };

/** Long enough for any of our rate-limit tests' request sequences (1–3 s each when measured). */
const RATE_SEQUENCE_S = 8;

/**
 * A test that makes N requests and expects the next one refused by a rate limit. The limits count in
 * windows aligned to the clock (60 s for ours, as on Cloudflare), so a window that starts in the
 * middle of the sequence resets the count and the refusal never comes: the test waits for the next
 * window first when fewer than RATE_SEQUENCE_S seconds are left in this one.
 */
export function itInOneRateWindow(name: string, test: () => Promise<void>): void {
  it(
    name,
    async () => {
      const left = 60_000 - (Date.now() % 60_000);
      if (left < RATE_SEQUENCE_S * 1000) await new Promise((resolve) => setTimeout(resolve, left + 100));
      await test();
    },
    RATE_SEQUENCE_S * 1000 + 15_000,
  );
}

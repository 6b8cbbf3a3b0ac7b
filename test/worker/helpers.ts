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

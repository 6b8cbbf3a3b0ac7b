import { vi } from "vitest";

export const TEST_SITE_KEY = "1x00000000000000000000AA";

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

export interface MockAnswer {
  status: number;
  body?: unknown;
}

type Handler = MockAnswer | ((call: RecordedCall) => MockAnswer);

/**
 * Stubs fetch, the server boundary: answers "METHOD /path" from `handlers`
 * (app-config always answers with the test site key) and records every call.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const call: RecordedCall = {
      method,
      path: url.pathname,
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const key = `${method} ${url.pathname}`;
    let answer: MockAnswer;
    if (key === "GET /api/app-config") {
      answer = { status: 200, body: { environment: "test", turnstileSiteKey: TEST_SITE_KEY, stripePublishableKey: null, contactFormUrl: "", contactEmail: "" } };
    } else {
      const handler = handlers[key];
      if (!handler) answer = { status: 404, body: { message: "Not found" } };
      else answer = typeof handler === "function" ? handler(call) : handler;
    }
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    calls,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

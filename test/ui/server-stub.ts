import { vi } from "vitest";

/** A request the component sent through fetch (the server boundary). */
export interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface Answer {
  status?: number;
  body?: unknown;
}

/**
 * Stubs fetch: every request is recorded and answered by `answer`, which a
 * test may change between its steps.
 */
export function stubServer(answer: (sent: Sent) => Answer | Promise<Answer>) {
  const sent: Sent[] = [];
  const server = { sent, answer };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const request: Sent = {
        method: init?.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
      };
      sent.push(request);
      const reply = await server.answer(request);
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
  return server;
}

/** An answer, or a function of the request giving one. */
export type Handler = Answer | ((sent: Sent) => Answer);

/**
 * A stub server from a table of "METHOD /path" (query left out) → handler;
 * anything else is a 404. `callsTo(key)` lists the requests that reached one entry.
 */
export function mockServer(handlers: Record<string, Handler>) {
  const server = stubServer((sent) => {
    const handler = handlers[`${sent.method} ${sent.path}`];
    if (!handler) return { status: 404, body: { message: "Not found" } };
    return typeof handler === "function" ? handler(sent) : handler;
  });
  return { sent: server.sent, callsTo: (key: string) => server.sent.filter((sent) => `${sent.method} ${sent.path}` === key) };
}

import type { ApiErrorBody } from "../../../shared/messages";
import { getToken, removeToken, setToken } from "./token";

/** The API base comes from the environment; empty means the same origin. */
const API_BASE: string = import.meta.env.VITE_API_BASE ?? "";

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
    this.name = "ApiRequestError";
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
}

let refreshing: Promise<boolean> | null = null;

/**
 * Posts once to the refresh endpoint (the refresh cookie goes along) and stores
 * the new access token. Concurrent 401s share one refresh.
 */
function refreshAccessToken(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const response = await fetch(`${API_BASE}/api/users/refresh-token`, { method: "POST", credentials: "include" });
      if (!response.ok) return false;
      const { accessToken } = (await response.json()) as { accessToken?: string };
      if (!accessToken) return false;
      setToken(accessToken);
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers = new Headers({ Accept: "application/json" });
  const token = getToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (options.body !== undefined) headers.set("Content-Type", "application/json");
  return fetch(`${API_BASE}${path}`, {
    method: options.method ?? "GET",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: "include",
    signal: options.signal,
  });
}

/** How long a prefetched answer may wait for its screen before it counts as stale. */
const PREFETCH_TTL_MS = 10_000;
const prefetched = new Map<string, { at: number; response: Promise<Response> }>();

/**
 * Starts now a GET that a screen about to render will make, so it does not wait
 * for that screen's code: the first `api()` GET of the same path within
 * PREFETCH_TTL_MS takes this answer instead of asking again.
 */
export function prefetch(path: string): void {
  if (prefetched.has(path)) return;
  const response = send(path, {});
  // A failure reaches the screen through api(); unused, it is dropped quietly.
  response.catch(() => undefined);
  prefetched.set(path, { at: Date.now(), response });
}

/**
 * Gives the first `api()` GET of `path` an answer the page already carries (the Worker puts the
 * first screen's data into index.html), so it needs no request at all.
 */
export function provideAnswer(path: string, body: unknown): void {
  const response = new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
  prefetched.set(path, { at: Date.now(), response: Promise.resolve(response) });
}

function takePrefetched(path: string, options: RequestOptions): Promise<Response> | undefined {
  const entry = prefetched.get(path);
  if (!entry || (options.method ?? "GET") !== "GET") return undefined;
  prefetched.delete(path);
  return Date.now() - entry.at <= PREFETCH_TTL_MS ? entry.response : undefined;
}

async function parse(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

/**
 * The one API client: bearer token on every request; on a 401 one refresh and
 * one retry; when the refresh fails the token is removed (signing the user out).
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const early = takePrefetched(path, options);
  let response = await (early ?? send(path, options));
  // A prefetched request cannot be cancelled: a caller that gave up gets the usual AbortError.
  if (early) options.signal?.throwIfAborted();
  if (response.status === 401 && getToken()) {
    if (await refreshAccessToken()) response = await send(path, options);
    else removeToken();
  }
  const body = await parse(response);
  if (!response.ok) {
    const errorBody =
      body && typeof body === "object" && "message" in body ? (body as ApiErrorBody) : { message: response.statusText };
    throw new ApiRequestError(response.status, errorBody);
  }
  return body as T;
}

import { hc, type ClientResponse } from "hono/client";
import type { AppType } from "@fabulo/api-types";
import type { ApiErrorBody } from "../../../shared/messages";
import { BOOKMARK_HEADER } from "../../../shared/d1-bookmark";
import { getBookmark, keepBookmark } from "./d1-bookmark";
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

let refreshing: Promise<boolean> | null = null;

/**
 * Posts once to the refresh endpoint (the refresh cookie goes along) and stores the new access
 * token. Resolves false only when the server refuses (the sign-in is over); rejects when no
 * verdict comes — no network (fetch's error) or the server's own failure (its 5xx) — so that a
 * family offline is not signed out. Concurrent 401s share one refresh.
 */
function refreshAccessToken(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const response = await fetch(`${API_BASE}/api/users/refresh-token`, { method: "POST", credentials: "include" });
      // The server's own failure is no verdict: bodyOf throws it as an ApiRequestError.
      if (response.status >= 500) await bodyOf(response);
      if (!response.ok) return false;
      const { accessToken } = (await response.json()) as { accessToken?: string };
      if (!accessToken) return false;
      setToken(accessToken);
      return true;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * One request as the API expects it: JSON accepted, the bearer token, the refresh cookie, and the newest D1
 * bookmark an answer gave (worker/http/d1-session.ts), so this person's reads see their own writes.
 */
async function send(url: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("Accept", "application/json");
  const token = getToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const bookmark = getBookmark();
  if (bookmark) headers.set(BOOKMARK_HEADER, bookmark);
  const response = await fetch(url, { ...init, headers, credentials: "include" });
  keepBookmark(response.headers.get(BOOKMARK_HEADER));
  return response;
}

/**
 * The fetch every call of the typed client goes through: the request with the bearer token; on a
 * 401 one refresh and one retry; when the server refuses the refresh the token is removed (signing
 * the user out); when the refresh gets no answer the call fails with that failure, token kept.
 */
async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  let response = await send(url, init);
  if (response.status === 401 && getToken()) {
    if (await refreshAccessToken()) response = await send(url, init);
    else removeToken();
  }
  return response;
}

/**
 * The typed client of the API (hc<AppType>, AppType being worker/app.ts's type): paths,
 * parameters, bodies and answers are the Worker's own, so a renamed route or field does not
 * compile here. Call it through `json()`: `json(client.api.stories[":id"].summary.$get({ param: { id } }))`.
 * Path parameters are put into the URL as given: encode them (encodeURIComponent).
 */
export const client = hc<AppType>(API_BASE, { fetch: apiFetch });

async function parse(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

async function bodyOf(response: Response): Promise<unknown> {
  const body = await parse(response);
  if (!response.ok) {
    const errorBody =
      body && typeof body === "object" && "message" in body ? (body as ApiErrorBody) : { message: response.statusText };
    throw new ApiRequestError(response.status, errorBody);
  }
  return body;
}

/** The JSON a typed-client response carries, whatever its status; errors are thrown as ApiRequestError instead. */
export type JsonOf<R> = R extends ClientResponse<infer T, infer _Status, infer _Format> ? T : never;

/**
 * The answer of a typed-client call: its JSON on a 2xx, else an ApiRequestError with the
 * status and the API's error body (docs/product.md §8).
 */
export async function json<R extends object>(request: Promise<R>): Promise<JsonOf<R>> {
  return (await bodyOf((await request) as unknown as Response)) as JsonOf<R>;
}

/** Abort support for typed-client calls: `client.api….$get(args, withSignal(signal))`. */
export function withSignal(signal: AbortSignal | undefined): { init: RequestInit } | undefined {
  return signal ? { init: { signal } } : undefined;
}

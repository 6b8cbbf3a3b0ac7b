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
  let response = await send(path, options);
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

import { expect } from "vitest";
import { signAccessToken } from "../../worker/auth/access-token";
import type { Role } from "../../worker/db/schema";
import type { ConfigEntry } from "../../shared/configs";
import { call, env } from "./helpers";

export const IDS: Record<Role, string> = { user: "0123456789abcdef01234567", admin: "fedcba9876543210fedcba98" };

export const NAMES: Record<Role, string> = { user: "Una User", admin: "Ada Admin" };

/** Roles travel in the access token; the account must exist (a deleted account's token is refused). */
async function tokenFor(role: Role): Promise<string> {
  await env.DB.prepare(
    "INSERT OR IGNORE INTO users (id, email, name, password_hash, role, email_confirmed_at) VALUES (?1, ?1 || '@example.test', ?2, 'unused', ?3, 0)",
  )
    .bind(IDS[role], NAMES[role], role)
    .run();
  return signAccessToken(env, { id: IDS[role], role, plan: "free", language: "en-US" });
}

export type Caller = "visitor" | "user" | "admin";

/** A request to the Worker as `caller`; a string body is sent as these exact bytes. */
export async function request(caller: Caller, method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  if (caller !== "visitor") headers.Authorization = `Bearer ${await tokenFor(caller)}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return call(path, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

export const asAdmin = (method: string, path: string, body?: unknown) => request("admin", method, path, body);

export async function listKeys(): Promise<ConfigEntry[]> {
  const response = await asAdmin("GET", "/api/configs");
  expect(response.status).toBe(200);
  return ((await response.json()) as { configs: ConfigEntry[] }).configs;
}

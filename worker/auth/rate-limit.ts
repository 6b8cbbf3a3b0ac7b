import { claimSlotWithin, releaseSlot, slotTimes } from "./queries";
import { ApiError, tooManyRequestsFor } from "../http/errors";

/**
 * Seconds until a rate-limit binding's window starts again: its windows are aligned to the clock
 * (multiples of the period), so the count is forgotten at the next multiple.
 */
export function secondsToNextWindow(periodSeconds: number, now = Date.now()): number {
  const periodMs = periodSeconds * 1000;
  return Math.ceil((periodMs - (now % periodMs)) / 1000);
}

/**
 * Throws 429 when `key` has used up its budget on `limiter`. With `periodSeconds` (the binding's
 * own period in wrangler.toml) Retry-After is the true wait; without it, docs/product.md's 180 s.
 */
export async function enforceRateLimit(limiter: RateLimit, key: string, periodSeconds?: number): Promise<void> {
  const { success } = await limiter.limit({ key });
  if (!success) throw periodSeconds === undefined ? new ApiError("tooManyRequests") : tooManyRequestsFor(secondsToNextWindow(periodSeconds));
}

/**
 * A keyed hash of a client address: what the registration caps and report weights store, so the
 * database never holds an address (a bare hash of an IPv4 address is reversed by trying them all).
 */
export async function addressKey(env: Pick<Env, "PASSWORD_PEPPER">, address: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(env.PASSWORD_PEPPER), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const digest = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(`address:${address}`)));
  return Array.from(digest.slice(0, 16), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** REGISTER_LIMITER's period in wrangler.toml. */
const REGISTER_LIMIT_PERIOD_S = 60;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Accounts one address may create, besides REGISTER_LIMITER's per-minute budget on attempts. A
 * family or a school behind one address registers a few; a farm of accounts needs hundreds.
 */
export const REGISTRATION_CAPS = [
  { windowMs: HOUR_MS, limit: 10 },
  { windowMs: DAY_MS, limit: 20 },
] as const;

/**
 * Takes one of the address's registration slots, or throws 429 with the seconds until the window
 * that refused has room again. Checking and taking is one statement, so concurrent registrations
 * from one address cannot all pass the count. Returns how to give the slot back (an account that
 * was not created after all).
 */
export async function claimRegistrationSlot(env: Pick<Env, "DB" | "PASSWORD_PEPPER">, address: string): Promise<() => Promise<void>> {
  const key = await addressKey(env, address);
  const now = Date.now();
  // Rows older than the longest window count for nothing any more.
  if (await claimSlotWithin(env.DB, key, now, now - DAY_MS, REGISTRATION_CAPS)) {
    return () => releaseSlot(env.DB, key, now);
  }
  // At least 1: a slot may have left the window since the insert counted it.
  throw tooManyRequestsFor(Math.max(1, await registrationWait(env, key, now)));
}

/** Seconds until the address's registration caps have room again; 0 when they have room now. */
async function registrationWait(env: Pick<Env, "DB">, key: string, now: number): Promise<number> {
  const times = await slotTimes(env.DB, key);
  return Math.ceil(waitForRoom(times, now) / 1000);
}

/**
 * REGISTER_LIMITER's per-minute budget on attempts. Its refusal waits until its window ends, or
 * longer when the hourly or daily cap would refuse the next attempt anyway.
 */
export async function enforceRegistrationAttempts(env: Pick<Env, "DB" | "PASSWORD_PEPPER" | "REGISTER_LIMITER">, address: string): Promise<void> {
  const { success } = await env.REGISTER_LIMITER.limit({ key: `${address}:register` });
  if (success) return;
  const capWait = await registrationWait(env, await addressKey(env, address), Date.now());
  throw tooManyRequestsFor(Math.max(secondsToNextWindow(REGISTER_LIMIT_PERIOD_S), capWait));
}

/** Milliseconds until every cap has room: in each full window, the oldest slots that must leave it. */
function waitForRoom(times: number[], now: number): number {
  let wait = 0;
  for (const { windowMs, limit } of REGISTRATION_CAPS) {
    const inWindow = times.filter((time) => time > now - windowMs);
    if (inWindow.length >= limit) wait = Math.max(wait, inWindow[inWindow.length - limit]! + windowMs - now);
  }
  return wait;
}

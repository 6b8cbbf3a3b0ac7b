import { describe, expect, it } from "vitest";
import { addressKey, secondsToNextWindow } from "../../worker/auth/rate-limit";
import { env, itInOneRateWindow } from "./helpers";
import { outbox, randomIp, register, uniqueEmail } from "./users-helpers";

/**
 * Issue 33, attack 1: one address could create 5 accounts a minute (about 300 an hour), and the
 * answer's Retry-After (180) was not when the refusing window allowed again.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Accounts the address created at these times (ms ago), as registration would have recorded them. */
async function createdBefore(ip: string, agoMs: number[]) {
  const key = await addressKey(env, ip);
  const now = Date.now();
  await env.DB.batch(
    agoMs.map((ago) => env.DB.prepare("INSERT INTO registration_slots (address_key, created_at) VALUES (?, ?)").bind(key, now - ago)),
  );
}

const slotCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM registration_slots").first<{ n: number }>())!.n;
const userCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>())!.n;

async function expectRefused(response: Response, expectedSeconds: number) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get("Retry-After"));
  // The request itself takes a moment: the wait it announces is at most a second or two shorter.
  expect(retryAfter).toBeLessThanOrEqual(expectedSeconds);
  expect(retryAfter).toBeGreaterThanOrEqual(expectedSeconds - 2);
  expect(await response.json()).toEqual({ message: "Too many requests", retryAfter });
}

describe("registration caps per address", () => {
  it("refuses the 11th account in an hour, with Retry-After when the oldest of the hour leaves it", async () => {
    const ip = randomIp();
    await createdBefore(ip, [20 * MINUTE, 15 * MINUTE, 10 * MINUTE, 9 * MINUTE, 8 * MINUTE, 7 * MINUTE, 6 * MINUTE, 5 * MINUTE, 4 * MINUTE, 3 * MINUTE]);
    const users = await userCount();
    const email = uniqueEmail("farm");
    await expectRefused(await register({ email }, { "CF-Connecting-IP": ip }), 40 * 60);
    expect(await userCount()).toBe(users);
    expect(await outbox(email)).toEqual([]);
    expect(await slotCount()).toBe(10);
    // Another address is not concerned.
    expect((await register({}, { "CF-Connecting-IP": randomIp() })).status).toBe(201);
  });

  it("refuses the 21st account in a day although the hour has room, until the day's oldest leaves", async () => {
    const ip = randomIp();
    await createdBefore(ip, Array.from({ length: 20 }, (_, i) => 23 * HOUR - i * 30 * MINUTE));
    await expectRefused(await register({}, { "CF-Connecting-IP": ip }), HOUR / 1000);
  });

  it("accepts up to the caps, records each account, and forgets accounts older than a day", async () => {
    const ip = randomIp();
    await createdBefore(ip, [25 * HOUR, 25 * HOUR, 30 * HOUR, ...Array.from({ length: 9 }, (_, i) => (i + 1) * MINUTE)]);
    expect((await register({}, { "CF-Connecting-IP": ip })).status).toBe(201);
    // The three rows past a day are gone; the nine of the hour and the new one remain.
    expect(await slotCount()).toBe(10);
    await expectRefused(await register({}, { "CF-Connecting-IP": ip }), 51 * 60);
  });

  it("lets only one of concurrent registrations take the address's last slot", async () => {
    const ip = randomIp();
    await createdBefore(ip, Array.from({ length: 9 }, (_, i) => (i + 1) * MINUTE));
    const answers = await Promise.all(Array.from({ length: 4 }, () => register({}, { "CF-Connecting-IP": ip })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 429, 429, 429]);
    expect(await slotCount()).toBe(10);
  });

  it("takes no slot for a registration refused for its captcha or an existing address", async () => {
    const ip = randomIp();
    const email = uniqueEmail();
    expect((await register({ email }, { "CF-Connecting-IP": ip })).status).toBe(201);
    expect((await register({ email }, { "CF-Connecting-IP": ip })).status).toBe(400);
    expect((await register({ captchaValue: "wrong" }, { "CF-Connecting-IP": ip })).status).toBe(400);
    expect(await slotCount()).toBe(1);
  });

  it("stores no address, only its keyed hash", async () => {
    const ip = "198.51.100.77";
    expect((await register({}, { "CF-Connecting-IP": ip })).status).toBe(201);
    const row = await env.DB.prepare("SELECT address_key FROM registration_slots").first<{ address_key: string }>();
    expect(row!.address_key).toBe(await addressKey(env, ip));
    expect(row!.address_key).not.toContain("198.51");
  });

  itInOneRateWindow("past 5 attempts a minute while the hour is full, Retry-After is still the hour's wait", async () => {
    const ip = randomIp();
    await createdBefore(ip, Array.from({ length: 10 }, (_, i) => (20 - i) * MINUTE));
    for (let i = 0; i < 5; i++) await expectRefused(await register({}, { "CF-Connecting-IP": ip }), 40 * 60);
    // The sixth is refused by the minute's budget, which would let the next one meet the full hour.
    await expectRefused(await register({}, { "CF-Connecting-IP": ip }), 40 * 60);
  });

  itInOneRateWindow("past 5 a minute, Retry-After is the seconds until the minute's window ends", async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++) expect((await register({}, { "CF-Connecting-IP": ip })).status).toBe(201);
    const before = secondsToNextWindow(60);
    const refused = await register({}, { "CF-Connecting-IP": ip });
    await expectRefused(refused, before);
  });
});

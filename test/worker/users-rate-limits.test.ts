import { describe, expect } from "vitest";
import { itInOneRateWindow, postJson } from "./helpers";
import { PASSWORD, bearer, jsonRequest, outbox, signedInUser, uniqueEmail } from "./users-helpers";

/**
 * Issue 13, attack 3: e-mail changes (each sending mail) and wrong current
 * passwords had no limit, and sign-in was limited per client and address only,
 * so one client could try one password on every address.
 */
async function expectRetryAfter(response: Response) {
  expect(response.status).toBe(429);
  expect(response.headers.get("Retry-After")).toBe("180");
  expect(((await response.json()) as { message: string }).message).toBe("Too many requests");
}

describe("rate limits where guessing and mail happen", () => {
  itInOneRateWindow("e-mail change: 5 a minute per account, then 429 with Retry-After: 180, and no more mail", async () => {
    const { accessToken } = await signedInUser();
    const statuses: number[] = [];
    const addresses: string[] = [];
    for (let i = 0; i < 12; i++) {
      const email = uniqueEmail(`flood${i}`);
      addresses.push(email);
      // Every request from another client: the limit is the account's, not the address's.
      const response = await jsonRequest("PUT", "/api/users/user-details", { email, currentPassword: PASSWORD }, bearer(accessToken));
      statuses.push(response.status);
      if (response.status === 429) await expectRetryAfter(response);
      else await response.arrayBuffer();
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual(Array(7).fill(429));
    const mailed = await Promise.all(addresses.map(async (a) => (await outbox(a)).length));
    expect(mailed.reduce((a, b) => a + b, 0)).toBe(5);
  });

  itInOneRateWindow("update-password: 5 wrong current passwords a minute per account, then 429", async () => {
    const { accessToken } = await signedInUser();
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const response = await jsonRequest(
        "PUT",
        "/api/users/update-password",
        { currentPassword: `guess${i}abc`, newPassword: "fresh123", confirmPassword: "fresh123" },
        bearer(accessToken),
      );
      statuses.push(response.status);
      if (response.status === 429) await expectRetryAfter(response);
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(405));
    expect(statuses.slice(5)).toEqual(Array(9).fill(429));
  });

  itInOneRateWindow("sign-in: one client trying many addresses is stopped (password spraying)", async () => {
    const client = { "CF-Connecting-IP": `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const response = await postJson("/api/users/login", { email: uniqueEmail(`spray${i}`), password: "summer2026" }, client);
      statuses.push(response.status);
      if (response.status === 429) await expectRetryAfter(response);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401 || status === 400)).toBe(true);
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
  });
});

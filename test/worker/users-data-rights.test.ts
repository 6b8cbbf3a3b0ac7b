import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "../../worker/db/client";
import { newId } from "../../worker/db/ids";
import { billingEvents, stories, users } from "../../worker/db/schema";
import { deleteAccount } from "../../worker/users/account-deletion";
import { CHAPTERS } from "../../shared/enums";
import { body, createPlayableStory, createUser, mediaKey, type TestUser } from "./fixtures";
import { call, env, itInOneRateWindow } from "./helpers";
import { bearer, jsonRequest, login, outbox, signedInUser, withCookie, type SignedIn } from "./users-helpers";

/** GDPR rights of a family: a copy of its data (GET /api/users/export) and erasure (DELETE /api/users/me). */

const GOOD_CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" };

const asTestUser = (account: SignedIn): TestUser => ({
  id: account.user._id as string,
  name: account.user.name as string,
  auth: bearer(account.accessToken),
});

const send = (user: TestUser | null, method: string, path: string, payload?: unknown) =>
  jsonRequest(method, path, payload, user?.auth ?? {});

const deleteMe = (account: SignedIn, password: string, headers: Record<string, string> = {}) =>
  jsonRequest("DELETE", "/api/users/me", { password }, { ...bearer(account.accessToken), ...headers });

async function subscribeBasic(user: TestUser): Promise<void> {
  const created = await send(user, "POST", "/api/subscription/create-subscription", { userId: user.id, subscriptionLevel: "basic" });
  expect(created.status).toBe(200);
  const { clientSecret } = await body<{ clientSecret: string }>(created);
  expect((await send(user, "POST", "/api/subscription/sandbox/confirm", { clientSecret, ...GOOD_CARD })).status).toBe(200);
}

const subscriptionsEnded = async () =>
  (
    await db(env)
      .select({ n: sql<number>`count(*)` })
      .from(billingEvents)
      .where(eq(billingEvents.type, "customer.subscription.deleted"))
      .get()
  )?.n ?? 0;

/** What a request answers, reduced to what a caller can compare: status and, for JSON, the body. */
async function answer(user: TestUser | null, method: string, path: string, payload?: unknown) {
  const response = await send(user, method, path, payload);
  const json = response.headers.get("Content-Type")?.startsWith("application/json");
  return { status: response.status, body: json ? await response.json() : (await response.arrayBuffer(), null) };
}

/** Every API route that takes a story's id or slug, as a signed-in stranger or an admin calls it. */
function storyRoutes(id: string, slug: string) {
  return [
    ["GET", `/api/stories/${id}`],
    ["GET", `/api/stories/${slug}`],
    ["GET", `/api/stories/slug/${slug}`],
    ["GET", `/api/stories/cover/${id}`],
    ["GET", `/api/stories/${id}/summary`],
    ["GET", `/api/stories/${id}/status`],
    ["GET", `/api/stories/${id}/feedbacks?page=1&limit=5`],
    ["GET", `/api/stories/${id}/pdf-url`],
    ["POST", `/api/stories/${id}/react`, { reaction: "like" }],
    ["POST", `/api/stories/${id}/feedbacks`, { feedbackText: "Lovely" }],
    ["POST", `/api/stories/${id}/report`, { reason: "other" }],
    ["POST", `/api/stories/${id}/live-ticket`],
    ["PUT", `/api/stories/public/${id}`],
    ["DELETE", `/api/stories/${id}`],
  ] as const;
}

describe("GET /api/users/export", () => {
  it("gives the caller's account, profiles, three stories, reactions and feedback, and nobody else's", async () => {
    const account = await signedInUser({ name: "Maman" });
    const me = asTestUser(account);
    const other = await createUser({ name: "Voisin" });
    const mine = [await createPlayableStory(me.id), await createPlayableStory(me.id), await createPlayableStory(me.id)];
    const theirs = await createPlayableStory(other.id, { isPublic: true });
    expect((await send(me, "POST", "/api/users/profiles", { name: "Léo", dateOfBirth: "2019-04-02" })).status).toBe(201);
    expect((await send(me, "POST", `/api/stories/${theirs.id}/react`, { reaction: "like" })).status).toBe(200);
    expect((await send(me, "POST", `/api/stories/${theirs.id}/feedbacks`, { feedbackText: "Bravo !" })).status).toBe(201);
    expect((await send(other, "POST", "/api/users/profiles", { name: "Not mine" })).status).toBe(201);

    const response = await call("/api/users/export", { headers: me.auth });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="fabulo-my-data.json"');
    const text = await response.text();
    const data = JSON.parse(text) as {
      account: { _id: string; email: string };
      profiles: { name: string; dateOfBirth: string }[];
      stories: { _id: string; link: string; narrative: Record<string, unknown>; images: Record<string, string>; audio: Record<string, string>; coverImage: string }[];
      reactions: { story: string; reaction: string }[];
      feedback: { story: string; feedbackText: string }[];
    };
    expect(data.account).toMatchObject({ _id: me.id, email: account.email, name: "Maman" });
    expect(data.profiles).toMatchObject([{ name: "Léo", dateOfBirth: "2019-04-02" }]);
    expect(data.stories.map((s) => s._id)).toEqual(mine.map((s) => s.id));
    const origin = env.APP_URL.replace(/\/$/, "");
    for (const [i, story] of data.stories.entries()) {
      expect(story.link).toBe(`${origin}/story/${mine[i]!.slug}`);
      expect(story.coverImage).toBe(`${origin}/media/stories/${mine[i]!.id}/cover.png`);
      for (const chapter of CHAPTERS) {
        expect(story.narrative[chapter]).toBe(`The ${chapter} line.\nAnother line.`);
        expect(story.images[chapter]).toBe(`${origin}/media/${mediaKey(mine[i]!.id, chapter, "image")}`);
        expect(story.audio[chapter]).toBe(`${origin}/media/${mediaKey(mine[i]!.id, chapter, "audio")}`);
      }
    }
    expect(data.reactions).toMatchObject([{ story: theirs.id, reaction: "like" }]);
    expect(data.feedback).toMatchObject([{ story: theirs.id, feedbackText: "Bravo !" }]);
    // Nothing of the neighbour's own, and no secret of the account's.
    expect(text).not.toContain("Not mine");
    expect(text).not.toContain(other.id);
    expect(text).not.toMatch(/password|stripe/i);
  });

  it("is refused to a visitor", async () => {
    const response = await call("/api/users/export");
    expect(response.status).toBe(401);
  });
});

describe("DELETE /api/users/me", () => {
  it("refuses a wrong password with 405 and keeps everything; another user cannot use it on someone else", async () => {
    const account = await signedInUser();
    const me = asTestUser(account);
    const story = await createPlayableStory(me.id);
    const wrong = await deleteMe(account, "not-my-password1");
    expect(wrong.status).toBe(405);
    expect(await body(wrong)).toEqual({ message: "Current password is incorrect" });

    // A stranger who knows the password still only reaches their own account.
    const stranger = await signedInUser();
    expect((await deleteMe(stranger, account.password + "x")).status).toBe(405);
    expect((await call(`/api/stories/${story.id}`)).status).toBe(200);
    expect((await login(account.email, account.password)).status).toBe(200);
  });

  it("erases the account: its stories, media, favourites elsewhere, counts, plan and sign-in", async () => {
    const account = await signedInUser({ name: "Parent" });
    const me = asTestUser(account);
    const reader = await createUser({ name: "Reader" });
    const admin = await createUser({ name: "Admin", role: "admin" });
    await subscribeBasic(me);
    const ended = await subscriptionsEnded();
    const gone = [await createPlayableStory(me.id, { isPublic: true }), await createPlayableStory(me.id)];
    const readersStory = await createPlayableStory(reader.id, { isPublic: true });
    expect((await send(me, "POST", "/api/users/profiles", { name: "Léa" })).status).toBe(201);
    // The account's marks on another family's story, and that family's favourite among its stories.
    expect((await send(me, "POST", `/api/stories/${readersStory.id}/react`, { reaction: "like" })).status).toBe(200);
    expect((await send(me, "POST", `/api/stories/${readersStory.id}/feedbacks`, { feedbackText: "Super" })).status).toBe(201);
    expect((await send(me, "POST", `/api/stories/${readersStory.id}/report`, { reason: "other" })).status).toBe(201);
    expect((await send(reader, "POST", `/api/stories/${gone[0]!.id}/react`, { reaction: "like" })).status).toBe(200);
    const favourites = async () =>
      (await body<{ stories: { _id: string }[] }>(await send(reader, "GET", "/api/stories/liked-stories?page=0"))).stories.map((s) => s._id);
    expect(await favourites()).toEqual([gone[0]!.id]);

    const deleted = await deleteMe(account, account.password, withCookie(account.cookie));
    expect(deleted.status).toBe(200);
    expect(deleted.headers.get("Set-Cookie")).toMatch(/fabulo_refresh=;.*Max-Age=0/i);

    // Every route that took its stories' ids or slugs answers as for stories that never were.
    for (const story of gone) {
      const never = { id: newId(), slug: `never-${newId()}` };
      const before = storyRoutes(never.id, never.slug);
      for (const [i, [method, path, payload]] of storyRoutes(story.id, story.slug).entries()) {
        const [, neverPath, neverPayload] = before[i]!;
        for (const caller of [reader, admin]) {
          const actual = await answer(caller, method, path, payload);
          expect(actual, `${caller.name} ${method} ${path}`).toEqual(await answer(caller, method, neverPath, neverPayload));
        }
      }
      for (const key of [`stories/${story.id}/cover.png`, ...CHAPTERS.flatMap((c) => [mediaKey(story.id, c, "image"), mediaKey(story.id, c, "audio")])]) {
        expect((await call(`/media/${key}`)).status, key).toBe(404);
      }
      expect((await env.MEDIA.list({ prefix: `stories/${story.id}/` })).objects).toEqual([]);
    }
    expect(await favourites()).toEqual([]);

    // The other family's story no longer counts the account's like, feedback or report.
    const counts = await db(env).select().from(stories).where(eq(stories.id, readersStory.id)).get();
    expect(counts).toMatchObject({ likes: 0, feedbackCount: 0, reportCount: 0, reportWeight: 0 });
    expect((await body<{ totalFeedbacks: number }>(await send(reader, "GET", `/api/stories/${readersStory.id}/feedbacks?page=1&limit=5`))).totalFeedbacks).toBe(0);

    // No row anywhere still names the account.
    for (const table of ["users", "profiles", "sessions", "email_tokens", "live_tickets", "stories", "story_creations", "reactions", "feedbacks", "story_reports"]) {
      const column = table === "users" ? "id" : "user_id";
      const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`).bind(me.id).first<{ n: number }>();
      expect(row?.n, table).toBe(0);
    }
    // Nor in sandbox billing's own database (its subscription, invoices and portal sessions).
    for (const table of ["sandbox_subscriptions", "sandbox_portal_sessions"]) {
      const row = await env.SANDBOX_DB!.prepare(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`).bind(me.id).first<{ n: number }>();
      expect(row?.n, table).toBe(0);
    }
    const orphans = "SELECT count(*) AS n FROM sandbox_invoices WHERE subscription_id NOT IN (SELECT id FROM sandbox_subscriptions)";
    expect((await env.SANDBOX_DB!.prepare(orphans).first<{ n: number }>())?.n, "sandbox_invoices").toBe(0);

    // The paid plan was cancelled at the provider, sign-in and both tokens are dead, and a last mail went out.
    expect(await subscriptionsEnded()).toBe(ended + 1);
    expect((await login(account.email, account.password)).status).toBe(401);
    expect((await call("/api/users/user-details", { headers: me.auth })).status).toBe(401);
    expect((await call("/api/users/refresh-token", { method: "POST", headers: withCookie(account.cookie) })).status).toBe(401);
    const [last] = await outbox(account.email);
    expect(last?.subject).toBe("Your Fabulo account has been deleted");
    expect(last?.links).toEqual([]);
  });

  itInOneRateWindow("answers 429 once the account's password budget is spent", async () => {
    const account = await signedInUser();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await deleteMe(account, `wrong-guess${i}`)).status);
    expect(statuses).toEqual([405, 405, 405, 405, 405, 429]);
    expect((await deleteMe(account, account.password)).status).toBe(429);
    expect((await call("/api/users/user-details", { headers: bearer(account.accessToken) })).status).toBe(200);
  });

  it("still erases the account when the farewell mail cannot be sent", async () => {
    const user = await createUser();
    const row = (await db(env).select().from(users).where(eq(users.id, user.id)).get())!;
    const refusingMailer = { send: async () => Promise.reject(new Error("send_email refused the message")) };
    await expect(deleteAccount({ ...env, ENVIRONMENT: "production", MAILER: refusingMailer as unknown as SendEmail }, db(env), row, null)).resolves.toBeUndefined();
    expect(await db(env).select().from(users).where(eq(users.id, user.id)).get()).toBeUndefined();
  });
});

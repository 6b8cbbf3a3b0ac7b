import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "../../worker/db/client";
import { users } from "../../worker/db/schema";
import { deleteAccount } from "../../worker/users/account-deletion";
import { invalidateConfigCache } from "../../worker/config/store";
import type { ReviewStoryJson } from "../../shared/review";
import { secondsToNextWindow } from "../../worker/auth/rate-limit";
import { body, createStory, createUser, type StoryRecord, type TestUser } from "./fixtures";
import { call, env, itInOneRateWindow, postJson } from "./helpers";
import { randomIp } from "./users-helpers";

/**
 * Reader reports (issue 12 part 3, issue 33): who may report, what a report weighs, what hides a
 * story from the public lists, and the admin's review (GET/POST /api/admin/review) that approves it
 * or declines it.
 */

/** Each reader reports from an address of their own unless a test says otherwise. */
const addresses = new Map<string, string>();
const addressOf = (user: TestUser) => addresses.get(user.id) ?? addresses.set(user.id, randomIp()).get(user.id)!;

const report = (storyId: string, user: TestUser | null, payload: unknown = { reason: "violence" }, address?: string) =>
  postJson(`/api/stories/${storyId}/report`, payload, {
    ...(user?.auth ?? {}),
    "CF-Connecting-IP": address ?? (user ? addressOf(user) : randomIp()),
  });

const DAY = 24 * 3_600_000;

/**
 * Makes an account `ageDays` old with `activity` stories made: 7 days and 3 actions make an
 * established reader, whose report weighs in full.
 */
async function established(user: TestUser, ageDays = 30, activity = 3): Promise<TestUser> {
  await env.DB.batch([
    env.DB.prepare("UPDATE users SET created_at = ? WHERE id = ?").bind(Date.now() - ageDays * DAY, user.id),
    ...Array.from({ length: activity }, (_, i) =>
      env.DB.prepare("INSERT INTO story_creations (story_id, user_id, created_at) VALUES (?, ?, ?)").bind(`${user.id}-${i}`, user.id, Date.now()),
    ),
  ]);
  return user;
}

const decide = (storyId: string, user: TestUser, decision: unknown) =>
  postJson(`/api/admin/review/${storyId}`, { decision }, user.auth);

async function publicIds(lang = "en-US", user?: TestUser): Promise<string[]> {
  const response = await call(`/api/stories/public?lang=${lang}`, { headers: user?.auth ?? {} });
  expect(response.status).toBe(200);
  return (await body<{ stories: { _id: string }[] }>(response)).stories.map((story) => story._id);
}

async function adminList(admin: TestUser): Promise<ReviewStoryJson[]> {
  const response = await call("/api/admin/review", { headers: admin.auth });
  expect(response.status).toBe(200);
  return (await body<{ stories: ReviewStoryJson[] }>(response)).stories;
}

/** The stored review state beside the rows it counts. */
async function state(storyId: string) {
  return env.DB.prepare(
    `SELECT report_count AS reportCount, report_weight AS reportWeight, hidden_at AS hiddenAt, is_public AS isPublic, review,
       (SELECT count(*) FROM story_reports WHERE story_id = ?1 AND resolved_at IS NULL) AS openRows,
       (SELECT count(*) FROM story_reports WHERE story_id = ?1) AS rows
     FROM stories WHERE id = ?1`,
  )
    .bind(storyId)
    .first<{ reportCount: number; reportWeight: number; hiddenAt: number | null; isPublic: number; review: string | null; openRows: number; rows: number }>();
}

async function setThreshold(value: unknown) {
  await env.DB.prepare("INSERT OR REPLACE INTO configs (key, value, updated_at) VALUES ('reportsToHide', ?, 0)")
    .bind(JSON.stringify(value))
    .run();
  invalidateConfigCache();
}

interface World {
  owner: TestUser;
  readers: TestUser[];
  admin: TestUser;
  story: StoryRecord;
}

async function world(readers = 3): Promise<World> {
  const owner = await createUser({ name: "Owner" });
  const admin = await createUser({ name: "Admin", role: "admin" });
  const list = await Promise.all(
    Array.from({ length: readers }, async (_, i) => established(await createUser({ name: `Reader ${i + 1}` }))),
  );
  const story = await createStory(owner.id, { isPublic: true, title: "The loud drum" });
  return { owner, readers: list, admin, story };
}

describe("POST /api/stories/{id}/report", () => {
  it("stores one report per reader with its reason and cleaned text, and answers 201", async () => {
    const { story, readers } = await world(1);
    const response = await report(story.id, readers[0]!, { reason: "other", text: "  Too scary\nfor my son.  " });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true });
    const row = await env.DB.prepare("SELECT user_id, reason, text, resolved_at FROM story_reports WHERE story_id = ?")
      .bind(story.id)
      .first();
    expect(row).toEqual({ user_id: readers[0]!.id, reason: "other", text: "Too scary\nfor my son.", resolved_at: null });
    expect(await state(story.id)).toMatchObject({ reportCount: 1, openRows: 1, hiddenAt: null });
  });

  it("stores blank or missing text as no text", async () => {
    const { story, readers } = await world(2);
    expect((await report(story.id, readers[0]!, { reason: "hate", text: "   \n " })).status).toBe(201);
    expect((await report(story.id, readers[1]!, { reason: "hate", text: null })).status).toBe(201);
    const { results } = await env.DB.prepare("SELECT text FROM story_reports WHERE story_id = ?").bind(story.id).all();
    expect(results).toEqual([{ text: null }, { text: null }]);
  });

  it("answers 401 with the sign-in message to visitors, and stores nothing", async () => {
    const { story } = await world(0);
    const response = await report(story.id, null);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "You need to be logged in to perform this action" });
    expect(await state(story.id)).toMatchObject({ rows: 0, reportCount: 0 });
  });

  it("answers 404 for an unknown or malformed story id", async () => {
    const reader = await createUser();
    for (const id of ["0123456789abcdef01234567", "not-an-id"]) {
      const response = await report(id, reader);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Story not found" });
    }
  });

  it("refuses a second report from the same reader with 409, and counts the first only", async () => {
    const { story, readers } = await world(1);
    expect((await report(story.id, readers[0]!)).status).toBe(201);
    const again = await report(story.id, readers[0]!, { reason: "sexual" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "You have already reported this story" });
    expect(await state(story.id)).toMatchObject({ reportCount: 1, rows: 1 });
  });

  it("refuses the same reader's reports sent at once: one 201, the rest 409", async () => {
    const { story, readers } = await world(1);
    const answers = await Promise.all(Array.from({ length: 6 }, () => report(story.id, readers[0]!)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await state(story.id)).toMatchObject({ reportCount: 1, rows: 1 });
  });

  it("refuses the owner's report of their own story with 400", async () => {
    const { story, owner } = await world(0);
    const response = await report(story.id, owner);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "You cannot report your own story" });
    expect(await state(story.id)).toMatchObject({ rows: 0 });
  });

  it("accepts reports of a private story opened by its link", async () => {
    const owner = await createUser();
    const reader = await createUser();
    const story = await createStory(owner.id, { isPublic: false });
    expect((await report(story.id, reader)).status).toBe(201);
    expect(await state(story.id)).toMatchObject({ reportCount: 1, isPublic: 0 });
  });

  it("answers bad input with the spec's error shapes and stores nothing", async () => {
    const { story, readers } = await world(1);
    const reader = readers[0]!;
    const missing = await report(story.id, reader, { text: "hi" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: "Missing required fields", missingFields: ["reason"] });

    const unknown = await report(story.id, reader, { reason: "boring" });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      message: "Invalid report reason",
      errors: [{ field: "reason", message: "Invalid report reason" }],
    });

    const long = await report(story.id, reader, { reason: "other", text: "a".repeat(501) });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ message: "Report text must be at most 500 characters" });

    // 500 characters once trimmed is fine, as for feedback.
    for (const [name, text] of [
      ["NUL", "bad\u0000text"],
      ["bidi override", "bad \u202Etext"],
      ["lone surrogate", "bad \uD800 text"],
    ]) {
      const response = await report(story.id, reader, { reason: "other", text });
      expect(response.status, name).toBe(400);
      expect(await response.json(), name).toMatchObject({ message: "Data provided is invalid" });
    }
    expect(await state(story.id)).toMatchObject({ rows: 0, reportCount: 0 });
    expect((await report(story.id, reader, { reason: "other", text: ` ${"é".repeat(500)} ` })).status).toBe(201);
  });
});

describe("hiding a reported story", () => {
  it("hides a public story from the public list once three different readers reported it", async () => {
    const { story, readers } = await world(3);
    const other = await createStory((await createUser()).id, { isPublic: true });
    expect(await publicIds()).toContain(story.id);
    await report(story.id, readers[0]!);
    await report(story.id, readers[1]!, { reason: "hate" });
    expect(await publicIds()).toContain(story.id);
    expect(await state(story.id)).toMatchObject({ reportCount: 2, hiddenAt: null });
    await report(story.id, readers[2]!, { reason: "other", text: "Not for kids" });
    const ids = await publicIds();
    expect(ids).not.toContain(story.id);
    expect(ids).toContain(other.id);
    // Signed in or not, nobody sees it in the list.
    expect(await publicIds("en-US", readers[0]!)).not.toContain(story.id);
    expect((await state(story.id))!.hiddenAt).not.toBeNull();
  });

  it("hides a story at once when an admin reports it", async () => {
    const { story, admin } = await world(0);
    expect((await report(story.id, admin, { reason: "sexual" })).status).toBe(201);
    expect(await publicIds()).not.toContain(story.id);
  });

  it("reads the threshold from the configuration, falling back to 3 for a value that is not a positive integer", async () => {
    const { story, readers } = await world(3);
    await setThreshold(1);
    await report(story.id, readers[0]!);
    expect(await publicIds()).not.toContain(story.id);

    for (const bad of [0, -2, 2.5, "two", null, { n: 1 }]) {
      const { story: next, readers: others } = await world(3);
      await setThreshold(bad);
      await report(next.id, others[0]!);
      await report(next.id, others[1]!);
      expect(await publicIds(), JSON.stringify(bad)).toContain(next.id);
      await report(next.id, others[2]!);
      expect(await publicIds(), JSON.stringify(bad)).not.toContain(next.id);
    }
  });

  it("keeps the owner's view: a hidden story stays in their stories and plays for them; its link no longer does", async () => {
    const { story, owner, admin } = await world(0);
    await report(story.id, admin);
    const mine = await body<{ stories: { _id: string; isPublic: boolean }[] }>(
      await call("/api/stories/my-stories", { headers: owner.auth }),
    );
    expect(mine.stories.map((s) => s._id)).toEqual([story.id]);
    expect((await call(`/api/stories/slug/${story.slug}`, { headers: owner.auth })).status).toBe(200);
    // Until an admin decides, no one else reads it, nor any file under it (story-media-access.test.ts).
    const byLink = await call(`/api/stories/slug/${story.slug}`);
    expect(byLink.status).toBe(404);
    // Search engines are told to leave it out too.
    const { app } = await import("../../worker/app");
    const shell = "<!doctype html><html><head><title>Fabulo</title></head><body></body></html>";
    const page = await app.request(`/story/${story.slug}`, {}, {
      ...env,
      ASSETS: { fetch: async () => new Response(shell, { headers: { "Content-Type": "text/html" } }) },
    });
    expect(await page.text()).toContain('name="robots" content="noindex"');
  });

  it("counts concurrent reports from many readers exactly and hides the story once", async () => {
    const { story, readers } = await world(40);
    await setThreshold(10);
    const answers = await Promise.all(
      readers.map((reader, i) => report(story.id, reader, { reason: i % 2 ? "violence" : "other" })),
    );
    expect(answers.filter((r) => r.status !== 201)).toEqual([]);
    const after = await state(story.id);
    expect(after).toMatchObject({ reportCount: 40, openRows: 40, rows: 40 });
    expect(after!.hiddenAt).not.toBeNull();
    // Hidden by the tenth report to land (D1 runs the batches one after another, in rowid order),
    // and not hidden again by the 30 after it.
    const { results } = await env.DB.prepare("SELECT created_at FROM story_reports WHERE story_id = ? ORDER BY rowid")
      .bind(story.id)
      .all<{ created_at: number }>();
    expect(after!.hiddenAt).toBe(results[9]!.created_at);
    expect(results[39]!.created_at).toBeGreaterThan(results[9]!.created_at);
  });

  it("keeps a reported private story out of the public list once its owner publishes it", async () => {
    const owner = await createUser();
    const admin = await createUser({ role: "admin" });
    const story = await createStory(owner.id, { isPublic: false });
    await report(story.id, admin);
    const published = await call(`/api/stories/public/${story.id}`, { method: "PUT", headers: owner.auth });
    expect(published.status).toBe(200);
    expect(await publicIds()).not.toContain(story.id);
  });
});

describe("reports nobody can weaponise (issue 33)", () => {
  const newReaders = (n: number) => Promise.all(Array.from({ length: n }, () => createUser()));
  const storedWeights = async (storyId: string) =>
    (await env.DB.prepare("SELECT weight FROM story_reports WHERE story_id = ? ORDER BY rowid").bind(storyId).all<{ weight: number }>()).results.map(
      (row) => row.weight,
    );

  it("weighs a report by its reader: a new idle account little, an old passive one half, an established one fully", async () => {
    const { story } = await world(0);
    const fresh = await createUser();
    const passive = await established(await createUser(), 30, 0);
    const regular = await established(await createUser(), 30, 3);
    const week = await established(await createUser(), 3.5, 3);
    for (const reader of [fresh, passive, regular, week]) expect((await report(story.id, reader)).status).toBe(201);
    expect(await storedWeights(story.id)).toEqual([10, 55, 100, 55]);
    expect(await state(story.id)).toMatchObject({ reportCount: 4, reportWeight: 220, hiddenAt: null });
  });

  it("three brand-new accounts put the story in the admin's list, marked as new accounts, without hiding it", async () => {
    const { story, admin } = await world(0);
    for (const reader of await newReaders(3)) expect((await report(story.id, reader, { reason: "sexual" })).status).toBe(201);
    expect(await publicIds()).toContain(story.id);
    expect(await state(story.id)).toMatchObject({ reportCount: 3, reportWeight: 30, hiddenAt: null, review: "approved" });
    const [entry, ...others] = await adminList(admin);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      _id: story.id,
      reason: "reported",
      reports: 3,
      weight: 0.3,
      hidden: false,
      kept: false,
      reasons: { sexual: 3 },
      reporters: { new: 3, established: 0 },
    });
    expect(entry!.reportList.map((item) => item.reporter)).toEqual(["new", "new", "new"]);
  });

  it("new accounts weighing the threshold send the story to the admin's list but keep it listed", async () => {
    const { story, admin } = await world(0);
    await setThreshold(1);
    for (const reader of await newReaders(10)) expect((await report(story.id, reader)).status).toBe(201);
    expect(await publicIds()).toContain(story.id);
    const [entry, ...others] = await adminList(admin);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ _id: story.id, reason: "reported", reports: 10, weight: 1, hidden: false, kept: false });
  });

  it("counts reports from one address once per story, with its heaviest reader", async () => {
    const { story, readers, admin } = await world(3);
    const shared = randomIp();
    for (const reader of readers) expect((await report(story.id, reader, { reason: "hate" }, shared)).status).toBe(201);
    expect(await state(story.id)).toMatchObject({ reportCount: 3, rows: 3, reportWeight: 100, hiddenAt: null });
    expect(await publicIds()).toContain(story.id);
    // Read by an admin all the same, weighing one reader.
    expect(await adminList(admin)).toMatchObject([{ _id: story.id, reports: 3, weight: 1, hidden: false, reporters: { new: 0, established: 3 } }]);
    // The same address on another story counts there, once.
    const other = await createStory((await createUser()).id, { isPublic: true });
    expect((await report(other.id, readers[0]!, { reason: "hate" }, shared)).status).toBe(201);
    expect(await state(other.id)).toMatchObject({ reportWeight: 100 });
  });

  it("hides only on established readers' weight: new accounts' reports add nothing to it", async () => {
    const { story, readers } = await world(2);
    await report(story.id, readers[0]!);
    await report(story.id, readers[1]!);
    for (const reader of await newReaders(10)) await report(story.id, reader);
    // 2 established + 10 × 0.1 reach the threshold of 3: in the admin's list, still listed publicly.
    expect(await state(story.id)).toMatchObject({ reportWeight: 300, hiddenAt: null });
    expect(await publicIds()).toContain(story.id);
    await report(story.id, await established(await createUser()));
    expect(await publicIds()).not.toContain(story.id);
    expect(await state(story.id)).toMatchObject({ review: "waiting", reportWeight: 400 });
  });

  it("a story an admin kept is not hidden again by reports: it returns to the admin's list, marked kept", async () => {
    const { story, readers, admin } = await world(3);
    for (const reader of readers) await report(story.id, reader);
    expect(await publicIds()).not.toContain(story.id);
    expect((await decide(story.id, admin, "approve")).status).toBe(200);
    expect(await adminList(admin)).toEqual([]);

    for (let i = 0; i < 3; i++) expect((await report(story.id, await established(await createUser()))).status).toBe(201);
    expect(await publicIds()).toContain(story.id);
    expect(await state(story.id)).toMatchObject({ hiddenAt: null, review: "approved", reportCount: 3, reportWeight: 300 });
    const [entry] = await adminList(admin);
    expect(entry).toMatchObject({ _id: story.id, reason: "reported", reports: 3, weight: 3, hidden: false, kept: true });
    // A story approved when it was published, before any report, is not kept: readers still hide it.
    const { story: fresh, readers: others } = await world(3);
    await env.DB.prepare("UPDATE stories SET review = 'waiting', review_reason = 'new-account' WHERE id = ?").bind(fresh.id).run();
    expect((await decide(fresh.id, admin, "approve")).status).toBe(200);
    for (const reader of others) await report(fresh.id, reader);
    expect(await publicIds()).not.toContain(fresh.id);
    // An admin's own report still hides it at once.
    const second = await createUser({ role: "admin" });
    expect((await report(story.id, second)).status).toBe(201);
    expect(await publicIds()).not.toContain(story.id);
  });

  itInOneRateWindow("limits one account to 10 reports a minute: 429 with the true Retry-After, nothing stored", async () => {
    const reader = await established(await createUser());
    const owner = await createUser();
    const targets = await Promise.all(Array.from({ length: 12 }, () => createStory(owner.id, { isPublic: true })));
    const statuses: number[] = [];
    // From a new address each time: the limit is the account's.
    for (const target of targets.slice(0, 11)) statuses.push((await report(target.id, reader, undefined, randomIp())).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    const wait = secondsToNextWindow(60);
    const refused = await report(targets[11]!.id, reader, undefined, randomIp());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(wait);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(wait - 2);
    expect(await refused.json()).toMatchObject({ message: "Too many requests" });
    expect(await state(targets[10]!.id)).toMatchObject({ rows: 0, reportCount: 0 });
  });

  itInOneRateWindow("limits one address to 20 reports a minute, whatever the accounts", async () => {
    const address = randomIp();
    const owner = await createUser();
    const target = await createStory(owner.id, { isPublic: true });
    const readers = await newReaders(22);
    const statuses: number[] = [];
    for (const reader of readers) statuses.push((await report(target.id, reader, undefined, address)).status);
    expect(statuses).toEqual([...Array(20).fill(201), 429, 429]);
    expect(await state(target.id)).toMatchObject({ rows: 20 });
  });
});

describe("every report is read (issue 39)", () => {
  const newReader = () => createUser();

  it("lists the reported stories by weight, then the longest reported first, waiting publications after them", async () => {
    const { admin, owner } = await world(0);
    const waiting = await createStory(owner.id, { isPublic: true, title: "Waiting", review: "waiting", reviewReason: "new-account", waitingSince: new Date(Date.now() - 3_600_000) });
    const light = await createStory(owner.id, { isPublic: true, title: "Light" });
    const heavy = await createStory(owner.id, { isPublic: true, title: "Heavy" });
    const lightLater = await createStory(owner.id, { isPublic: true, title: "Light later" });
    const middle = await createStory(owner.id, { isPublic: true, title: "Middle" });
    await report(light.id, await newReader());
    await report(heavy.id, await established(await newReader()));
    await report(lightLater.id, await newReader());
    await report(middle.id, await newReader());
    await report(middle.id, await newReader());
    expect((await adminList(admin)).map((entry) => [entry.title, entry.weight])).toEqual([
      ["Heavy", 1],
      ["Middle", 0.2],
      ["Light", 0.1],
      ["Light later", 0.1],
      ["Waiting", 0],
    ]);
    // Still listed publicly: only established readers' weight hides.
    expect(await publicIds()).toEqual(expect.arrayContaining([light.id, heavy.id, lightLater.id, middle.id]));
    expect(await publicIds()).not.toContain(waiting.id);
  });

  it("a flood stays one row per story, its reports counted in full and the newest 20 shown", async () => {
    const { story, admin } = await world(0);
    const readers = await Promise.all(Array.from({ length: 25 }, () => newReader()));
    for (const [i, reader] of readers.entries()) expect((await report(story.id, reader, { reason: i % 5 ? "violence" : "hate" })).status).toBe(201);
    const list = await adminList(admin);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ reports: 25, weight: 2.5, reasons: { violence: 20, hate: 5 }, reporters: { new: 25, established: 0 }, hidden: false });
    expect(list[0]!.reportList).toHaveLength(20);
    expect(list[0]!.reportList[0]!.user._id).toBe(readers[24]!.id);
  });

  it("a story an admin kept comes back only with a new reason or an established reader", async () => {
    const { story, readers, admin } = await world(1);
    await report(story.id, readers[0]!, { reason: "violence" });
    expect((await decide(story.id, admin, "approve")).status).toBe(200);
    // New accounts repeating what the admin already weighed: not back.
    for (const reader of await Promise.all([newReader(), newReader()])) expect((await report(story.id, reader, { reason: "violence" })).status).toBe(201);
    expect(await adminList(admin)).toEqual([]);
    expect(await state(story.id)).toMatchObject({ reportCount: 2, hiddenAt: null });
    // A reason the admin never saw: back, with every open report.
    expect((await report(story.id, await newReader(), { reason: "sexual" })).status).toBe(201);
    expect(await adminList(admin)).toMatchObject([{ _id: story.id, kept: true, reports: 3, reasons: { violence: 2, sexual: 1 } }]);

    const other = (await world(1)).story;
    await report(other.id, (await established(await newReader())));
    expect((await decide(other.id, admin, "approve")).status).toBe(200);
    await report(other.id, await newReader());
    expect((await adminList(admin)).map((entry) => entry._id)).toEqual([story.id]);
    // An established reader, whatever the reason: back.
    await report(other.id, await established(await newReader()));
    expect((await adminList(admin)).map((entry) => entry._id)).toEqual([other.id, story.id]);
  });

  it("a story whose only reporter deleted their account leaves the list", async () => {
    const { story, admin } = await world(0);
    const reader = await newReader();
    await report(story.id, reader);
    expect(await adminList(admin)).toHaveLength(1);
    const row = await db(env).select().from(users).where(eq(users.id, reader.id)).get();
    await deleteAccount(env, db(env), row!, null);
    expect(await adminList(admin)).toEqual([]);
    // Reported afresh, it is listed from that report on.
    const before = Date.now();
    await report(story.id, await newReader());
    expect(new Date((await adminList(admin))[0]!.since).getTime()).toBeGreaterThanOrEqual(before);
  });
});

describe("the admin's review of reported stories", () => {
  it("lists reported stories with their owner, open reports, counts per reason and texts", async () => {
    const { story, readers, admin, owner } = await world(3);
    const older = await createStory(owner.id, { isPublic: true, title: "Approved already" });
    await report(older.id, readers[0]!, { reason: "drugs" });
    expect((await decide(older.id, admin, "approve")).status).toBe(200);
    await report(story.id, readers[0]!, { reason: "violence", text: "A fight" });
    await report(story.id, readers[1]!, { reason: "violence" });
    await report(story.id, readers[2]!, { reason: "hate", text: "Mean words" });

    const list = await adminList(admin);
    expect(list.map((entry) => entry._id)).toEqual([story.id]);
    const [open] = list as [ReviewStoryJson];
    expect(open).toMatchObject({
      _id: story.id,
      title: "The loud drum",
      slug: story.slug,
      language: "en-US",
      user: { _id: owner.id, name: "Owner" },
      reason: "reported",
      reports: 3,
      hidden: true,
      reasons: { violence: 2, hate: 1 },
    });
    expect(open.reportList.map((r) => [r.user.name, r.reason, r.text])).toEqual([
      ["Reader 3", "hate", "Mean words"],
      ["Reader 2", "violence", null],
      ["Reader 1", "violence", "A fight"],
    ]);
    for (const r of open.reportList) expect(new Date(r.createdAt).toISOString()).toBe(r.createdAt);
  });

  it("approve: the story returns to the public list, its reports are closed and new ones count afresh", async () => {
    const { story, readers, admin } = await world(5);
    for (const reader of readers.slice(0, 3)) await report(story.id, reader);
    expect(await publicIds()).not.toContain(story.id);

    const approved = await decide(story.id, admin, "approve");
    expect(approved.status).toBe(200);
    expect(await approved.json()).toEqual({ story: { _id: story.id, isPublic: true, review: "approved" } });
    expect(await publicIds()).toContain(story.id);
    expect(await state(story.id)).toMatchObject({ reportCount: 0, openRows: 0, rows: 3, hiddenAt: null, review: "approved" });
    expect(await adminList(admin)).toEqual([]);

    // The same readers cannot report it again; two new readers do not reach the threshold.
    expect((await report(story.id, readers[0]!)).status).toBe(409);
    await report(story.id, readers[3]!);
    await report(story.id, readers[4]!);
    expect(await state(story.id)).toMatchObject({ reportCount: 2, openRows: 2 });
    expect(await publicIds()).toContain(story.id);
  });

  it("decline: the story becomes private, stays out of the list, and its owner cannot publish it again", async () => {
    const { story, readers, admin, owner } = await world(1);
    await report(story.id, readers[0]!);
    const response = await decide(story.id, admin, "decline");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ story: { _id: story.id, isPublic: false, review: "declined" } });
    expect(await state(story.id)).toMatchObject({ isPublic: 0, reportCount: 0, openRows: 0, review: "declined" });
    expect(await publicIds()).not.toContain(story.id);

    const republish = await call(`/api/stories/public/${story.id}`, { method: "PUT", headers: owner.auth });
    expect(republish.status).toBe(403);
    expect(await republish.json()).toEqual({
      message: "This story was declined after a review and cannot be made public again",
    });
    expect(await publicIds()).not.toContain(story.id);
    // Still the owner's; its once-public link is gone for everyone else (story-old-addresses.test.ts).
    expect((await call(`/api/stories/slug/${story.slug}`, { headers: owner.auth })).status).toBe(200);
    expect((await call(`/api/stories/slug/${story.slug}`)).status).toBe(404);
  });

  it("is the admin's alone, checks the decision and the story", async () => {
    const { story, readers, admin, owner } = await world(1);
    await report(story.id, readers[0]!);
    expect((await call("/api/admin/review")).status).toBe(401);
    expect((await call("/api/admin/review", { headers: owner.auth })).status).toBe(403);
    expect((await decide(story.id, readers[0]!, "approve")).status).toBe(403);
    expect((await decide(story.id, owner, "approve")).status).toBe(403);

    const bad = await decide(story.id, admin, "keep");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: "Invalid review decision" });
    const missing = await postJson(`/api/admin/review/${story.id}`, {}, admin.auth);
    expect(await missing.json()).toEqual({ message: "Missing required fields", missingFields: ["decision"] });

    const unknown = await decide("0123456789abcdef01234567", admin, "approve");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Story not found" });
    expect(await state(story.id)).toMatchObject({ reportCount: 1, review: "approved" });
  });
});

describe("query plans", () => {
  it.each([
    [
      "stories to read for their reports",
      "SELECT id FROM stories WHERE reports_since IS NOT NULL ORDER BY report_weight DESC, reports_since LIMIT 100",
      "stories_reports_to_read",
    ],
    ["stories waiting", "SELECT id FROM stories WHERE review = 'waiting' ORDER BY waiting_since LIMIT 100", "stories_waiting_review"],
    ["a story's reports", "SELECT count(*) FROM story_reports WHERE story_id = 's' AND resolved_at IS NULL", "story_reports_one_per_reader"],
    [
      "the public list, waiting and hidden stories left out",
      "SELECT id FROM stories WHERE is_public = 1 AND review = 'approved' AND hidden_at IS NULL AND language = 'en-US' ORDER BY created_at DESC LIMIT 12",
      "stories_public_by_language",
    ],
  ])("serves %s from an index, not a scan", async (_name, query, indexName) => {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query}`).all<{ detail: string }>();
    const plan = results.map((row) => row.detail).join("\n");
    expect(plan).toContain(indexName);
    expect(plan).not.toMatch(/SCAN (stories|story_reports)\b(?! USING)/);
  });
});

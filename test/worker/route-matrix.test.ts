import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { issueEmailToken } from "../../worker/auth/email-tokens";
import { issueLiveTicket } from "../../worker/auth/live-tickets";
import { hashPassword } from "../../worker/auth/passwords";
import { createSession } from "../../worker/auth/refresh-sessions";
import { SandboxBilling } from "../../dev/sandbox-billing/sandbox-provider";
import { db } from "../../worker/db/client";
import { newId } from "../../worker/db/ids";
import { profiles } from "../../worker/db/schema";
import { pdfDownloadPath } from "../../worker/routes/story-pdf";
import { signPath } from "../../worker/stories/signed-url";
import { MEDIA_URL_MAX_LIFETIME_S, signedMediaUrl } from "../../worker/stories/media-addresses";
import { mediaUrl } from "../../worker/stories/media-keys";
import { CHAPTERS } from "../../shared/enums";
import { DEFAULT_CONFIG } from "../../worker/config/defaults";
import { addRecording, body, createStory, createUser, type StoryInsert, type TestUser } from "./fixtures";
import { useFakeProvider, waitForStatus } from "./generation-helpers";
import { call, env } from "./helpers";
import { DUMMY_CAPTCHA, fromIp, uniqueEmail } from "./users-helpers";
import { opusFrames, webm } from "../node/recording-files";

/**
 * The authorization matrix, generated from the route table: every endpoint
 * that `app.routes` lists gets a test, and that test fails unless MATRIX has a
 * row for it, so a new route cannot ship without someone deciding who may call
 * it. A row names, for each caller, the status the endpoint answers given valid
 * input and the fixture it needs (a story, a profile, a subscription...).
 *
 * The callers:
 * - visitor: no token;
 * - user: signed in, free plan, no relation to the fixture;
 * - owner: owns the fixture (its story, profile, subscription, session...);
 * - other: another signed-in user, on the premium plan, so plan-gated routes
 *   show that paying is not the same as owning;
 * - admin: the admin role, not the owner.
 */

// generate-story starts a generation in the background; a fast stand-in keeps it quick.
useFakeProvider();

const CALLERS = ["visitor", "user", "owner", "other", "admin"] as const;
type Caller = (typeof CALLERS)[number];
type Expectation = Record<Caller, number>;

interface World {
  user: TestUser;
  owner: TestUser;
  other: TestUser;
  admin: TestUser;
  /** A signed-in user whose account was deleted since: its access token is still well signed and unexpired. */
  gone: TestUser;
}

interface Req {
  method?: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** A multipart body (a recorded chapter), sent instead of `body`. */
  form?: FormData;
  /** Binding overrides (production, a fixed SPA shell); the request then goes through app.request. */
  env?: Record<string, unknown>;
}

type Fixture = Record<string, string>;

interface Case {
  name: string;
  /** Runs once for the case: state that every caller's request shares (a subscription...). */
  setup?: (w: World) => Promise<Fixture>;
  /** Runs once per caller, so a caller's success (a delete, a rotation) cannot change the next one's answer. */
  request: (w: World, fixture: Fixture) => Req | Promise<Req>;
  expect: Expectation;
  /** Waits for background work an accepted request started, so it cannot write into the next test. */
  settle?: (response: Response) => Promise<void>;
}

interface Row {
  /** Why the row looks as it does, where that is not plain from the statuses. */
  note?: string;
  cases: Case[];
}

const all = (status: number): Expectation => ({ visitor: status, user: status, owner: status, other: status, admin: status });
const signedIn = (status: number): Expectation => ({ ...all(status), visitor: 401 });
const adminOnly = (status: number): Expectation => ({ visitor: 401, user: 403, owner: 403, other: 403, admin: status });
const ownerOnly = (status: number, admin: number): Expectation => ({
  visitor: 401,
  user: 403,
  owner: status,
  other: 403,
  admin,
});

/**
 * A call only a story's owner makes (the admin as `admin` says): another account learns nothing of the
 * story, whatever its state — it answers as an unknown id (404, story-existence.test.ts).
 */
const storyOwnerOnly = (status: number, admin: number): Expectation => ({ visitor: 401, user: 404, owner: status, other: 404, admin });

/** A billing account and its portal sessions are the owner's alone: to others, admins too, there is none (404). */
const billingOwner: Expectation = { visitor: 401, user: 404, owner: 200, other: 404, admin: 404 };

/** A story an admin declined in review: its public addresses are known, so only its owner and the admins read it. */
const WITHDRAWN = { isPublic: false, review: "declined" } as const;
/** Hidden by readers' reports (stories/reports.ts): public, back in review, and read by its owner and the admins only. */
const HIDDEN = { isPublic: true, review: "waiting", reviewReason: "reported", hiddenAt: new Date(Date.UTC(2026, 0, 2)) } as const;
const ownerAndAdmin = (status: number): Expectation => ({ visitor: 404, user: 404, owner: status, other: 404, admin: status });

/**
 * The states a story can be in (issue 44): who reads it, and every file under it, by the same rule
 * (worker/stories/access.ts). Private and waiting stories play by their link (docs/product.md §6); a deleted one is
 * an unknown id.
 */
const STORY_STATES: { name: string; values: Partial<StoryInsert>; readers: Expectation }[] = [
  { name: "listed", values: { isPublic: true }, readers: all(200) },
  { name: "waiting for review", values: { isPublic: true, review: "waiting", reviewReason: "new-account" }, readers: all(200) },
  { name: "declined", values: WITHDRAWN, readers: ownerAndAdmin(200) },
  { name: "hidden by reports", values: HIDDEN, readers: ownerAndAdmin(200) },
  { name: "private", values: {}, readers: all(200) },
];

const PASSWORD = "secret12";
const GOOD_CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" };
const PRODUCTION = { ENVIRONMENT: "production" };
const SHELL = "<!doctype html><html><head><title>Fabulo</title></head><body><div id=root></div></body></html>";
/** The built SPA's index.html stands in for the static assets, so /story/* needs no Vite build. */
const WITH_SHELL = {
  ASSETS: { fetch: async () => new Response(SHELL, { headers: { "Content-Type": "text/html; charset=utf-8" } }) },
};

/** One PBKDF2 hash for every test user, computed once: 100 000 iterations per user would dominate the run. */
let knownHash: Promise<string> | undefined;

async function makeWorld(): Promise<World> {
  const user = await createUser({ name: "User" });
  const owner = await createUser({ name: "Owner" });
  const other = await createUser({ name: "Other", plan: "premium" });
  const admin = await createUser({ name: "Admin", role: "admin" });
  const gone = await createUser({ name: "Gone", plan: "premium" });
  await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(gone.id).run();
  knownHash ??= hashPassword(env, PASSWORD);
  await env.DB.prepare("UPDATE users SET password_hash = ?").bind(await knownHash).run();
  return { user, owner, other, admin, gone };
}

const emailOf = (user: TestUser) => `${user.id}@example.test`;

/** A finished story of the owner's, with text (so it can have a PDF). */
function story(w: World, values: Partial<StoryInsert> = {}) {
  return createStory(w.owner.id, {
    narrative: Object.fromEntries(CHAPTERS.map((chapter) => [chapter, `The ${chapter} line.`])),
    ...values,
  });
}

/** A reader on a new story of the owner's, written straight to D1: its API path. */
async function readerPath(w: World): Promise<string> {
  const { id } = await story(w);
  const readerId = newId();
  await env.DB.prepare("INSERT INTO story_readers (id, story_id, name) VALUES (?, ?, ?)").bind(readerId, id, "Grandma").run();
  return `/api/stories/${id}/readers/${readerId}`;
}

/** A story of the owner's in this state, with its cover in R2: the cover's key. */
async function coverOf(w: World, values: Partial<StoryInsert>): Promise<string> {
  const { id } = await story(w, values);
  const key = `stories/${id}/cover.png`;
  await env.MEDIA.put(key, new Uint8Array([1, 2, 3]), { httpMetadata: { contentType: "image/png" } });
  return key;
}

/** A story deleted while its cover stayed in R2 (deleteStory removes the row first): its id. */
async function deletedStory(w: World): Promise<string> {
  const id = (await coverOf(w, { isPublic: true })).split("/")[1]!;
  await env.DB.prepare("DELETE FROM stories WHERE id = ?").bind(id).run();
  return id;
}

/** A family recording (its reader shared with the link) on a new story of the owner's: its key. */
async function recordingOf(w: World, values: Partial<StoryInsert>): Promise<string> {
  return (await addRecording((await story(w, values)).id, { shared: true })).take;
}

/** A clock far enough back that what it signs has expired by now. */
const expiredClock = () => Date.now() - MEDIA_URL_MAX_LIFETIME_S * 1000 - 60_000;

async function profile(w: World): Promise<string> {
  const id = newId();
  await db(env).insert(profiles).values({ id, userId: w.owner.id, name: "Little one" });
  return id;
}

const subscriptionCall = (user: TestUser, path: string, payload: unknown = {}) =>
  call(`/api/subscription/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...user.auth },
    body: JSON.stringify(payload),
  });

/** The owner's subscription, started and not yet paid: its client secret. */
async function pendingSubscription(w: World): Promise<Fixture> {
  const response = await subscriptionCall(w.owner, "create-subscription", { subscriptionLevel: "basic" });
  expect(response.status).toBe(200);
  return { clientSecret: (await body<{ clientSecret: string }>(response)).clientSecret };
}

/** The owner on a paid-up basic plan, through the sandbox's payment form and webhook. */
async function liveSubscription(w: World): Promise<Fixture> {
  const { clientSecret } = await pendingSubscription(w);
  expect((await subscriptionCall(w.owner, "sandbox/confirm", { clientSecret, ...GOOD_CARD })).status).toBe(200);
  return {};
}

/** A sandbox portal session of the owner's, opened from their live subscription: its API path. */
async function portalSession(w: World): Promise<Fixture> {
  await liveSubscription(w);
  const response = await subscriptionCall(w.owner, "portal-session");
  expect(response.status).toBe(200);
  const session = new URL((await body<{ url: string }>(response)).url).pathname.split("/").at(-1)!;
  return { portal: `/api/subscription/sandbox/portal/${session}` };
}

/** A webhook delivery signed with the sandbox's own secret, as its payment form sends them. */
async function signedWebhook(): Promise<Req> {
  const payload = JSON.stringify({
    id: `evt_matrix_${newId()}`,
    object: "event",
    type: "customer.created",
    data: { object: { object: "customer", id: "cus_matrix" } },
  });
  const secret = await new SandboxBilling(env).webhookSecret();
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return { method: "POST", path: "/api/subscription/webhook", body: payload, headers: { "Stripe-Signature": signature } };
}

const MATRIX: Record<string, Row> = {
  "GET /api/health": { cases: [{ name: "liveness", request: () => ({ path: "/api/health" }), expect: all(200) }] },
  "GET /api/app-config": {
    cases: [{ name: "public settings", request: () => ({ path: "/api/app-config" }), expect: all(200) }],
  },

  "GET /api/configs": { cases: [{ name: "list", request: () => ({ path: "/api/configs" }), expect: adminOnly(200) }] },
  "PUT /api/configs": {
    cases: [
      {
        name: "set a value",
        request: () => ({ method: "PUT", path: "/api/configs", body: { key: "contactEmail", value: "hello@example.com" } }),
        expect: adminOnly(200),
      },
      // Issue 44: lists that let through what the defaults refuse, saved with their count confirmed.
      {
        name: "moderation lists letting ideas through, confirmed",
        request: () => ({
          method: "PUT",
          path: "/api/configs",
          body: { key: "moderationLists", value: { ...DEFAULT_CONFIG.moderationLists, safe: [...DEFAULT_CONFIG.moderationLists.safe, "heroin"] }, confirmLetThrough: 2 },
        }),
        expect: adminOnly(200),
      },
    ],
  },
  "POST /api/configs": {
    cases: [
      {
        name: "add a key",
        request: () => ({ method: "POST", path: "/api/configs", body: { key: "matrixKey", value: { on: true } } }),
        expect: adminOnly(201),
      },
    ],
  },
  "POST /api/configs/init": {
    cases: [{ name: "defaults", request: () => ({ method: "POST", path: "/api/configs/init" }), expect: adminOnly(200) }],
  },
  "GET /api/configs/audit": {
    cases: [{ name: "audit log", request: () => ({ path: "/api/configs/audit" }), expect: adminOnly(200) }],
  },
  "POST /api/configs/moderationLists/check": {
    cases: [
      {
        name: "figures of the default lists",
        request: () => ({ method: "POST", path: "/api/configs/moderationLists/check", body: { value: DEFAULT_CONFIG.moderationLists } }),
        expect: adminOnly(200),
      },
    ],
  },
  "DELETE /api/configs/:key": {
    cases: [
      {
        name: "reset a stored key",
        setup: async (w) => {
          await call("/api/configs", {
            method: "PUT",
            headers: { "Content-Type": "application/json", ...w.admin.auth },
            body: JSON.stringify({ key: "contactEmail", value: "team@example.org" }),
          });
          return {};
        },
        request: () => ({ method: "DELETE", path: "/api/configs/contactEmail" }),
        expect: adminOnly(204),
      },
    ],
  },

  "GET /api/admin/review": {
    cases: [{ name: "list", request: () => ({ path: "/api/admin/review" }), expect: adminOnly(200) }],
  },
  "POST /api/admin/review/:storyId": {
    cases: [
      {
        name: "approve",
        request: async (w) => ({
          method: "POST",
          path: `/api/admin/review/${(await story(w, { isPublic: true, review: "waiting" })).id}`,
          body: { decision: "approve" },
        }),
        expect: adminOnly(200),
      },
      {
        name: "decline",
        request: async (w) => ({
          method: "POST",
          path: `/api/admin/review/${(await story(w, { isPublic: true, review: "waiting" })).id}`,
          body: { decision: "decline" },
        }),
        expect: adminOnly(200),
      },
    ],
  },

  "POST /api/dev/seed": {
    note: "Development only, and open to anyone there (a fresh checkout has no admin); absent (404) in production.",
    cases: [
      { name: "development", request: () => ({ method: "POST", path: "/api/dev/seed" }), expect: all(200) },
      { name: "production", request: () => ({ method: "POST", path: "/api/dev/seed", env: PRODUCTION }), expect: all(404) },
    ],
  },
  "GET /api/dev/seed": {
    note: "Development only: how far the demo content has come (the browser tests wait on it); absent in production.",
    cases: [
      { name: "development", request: () => ({ method: "GET", path: "/api/dev/seed" }), expect: all(200) },
      { name: "production", request: () => ({ method: "GET", path: "/api/dev/seed", env: PRODUCTION }), expect: all(404) },
    ],
  },
  "POST /api/dev/bulk-stories": {
    note: "Development only (load tests); absent in production.",
    cases: [
      {
        name: "development",
        request: () => ({ method: "POST", path: "/api/dev/bulk-stories", body: { count: 1, owners: 1 } }),
        expect: all(200),
      },
      {
        name: "production",
        request: () => ({ method: "POST", path: "/api/dev/bulk-stories", body: { count: 1 }, env: PRODUCTION }),
        expect: all(404),
      },
    ],
  },
  "POST /api/dev/stories/:id/copy": {
    note: "Development only: a listed story copied to any signed-in caller, who owns the copy; absent in production.",
    cases: [
      {
        name: "development",
        request: async (w) => ({ method: "POST", path: `/api/dev/stories/${(await story(w, { isPublic: true })).id}/copy` }),
        expect: signedIn(201),
      },
      {
        name: "a private story",
        request: async (w) => ({ method: "POST", path: `/api/dev/stories/${(await story(w)).id}/copy` }),
        expect: signedIn(404),
      },
      {
        name: "production",
        request: async (w) => ({ method: "POST", path: `/api/dev/stories/${(await story(w, { isPublic: true })).id}/copy`, env: PRODUCTION }),
        expect: all(404),
      },
    ],
  },
  "GET /api/dev/outbox": {
    note: "Development only (the local mail outbox); absent in production.",
    cases: [
      { name: "development", request: () => ({ path: "/api/dev/outbox?to=a%40example.com" }), expect: all(200) },
      {
        name: "production",
        request: () => ({ path: "/api/dev/outbox?to=a%40example.com", env: PRODUCTION }),
        expect: all(404),
      },
    ],
  },

  "GET /api/stories/:id/pdf-url": {
    note: "The owner always; others only a listed story on a paid plan (else as an unknown id); the admin always.",
    cases: [
      {
        name: "private story",
        request: async (w) => ({ path: `/api/stories/${(await story(w)).id}/pdf-url` }),
        expect: storyOwnerOnly(200, 200),
      },
      {
        name: "public story",
        request: async (w) => ({ path: `/api/stories/${(await story(w, { isPublic: true })).id}/pdf-url` }),
        expect: { visitor: 401, user: 403, owner: 200, other: 200, admin: 200 },
      },
      ...STORY_STATES.filter(({ name }) => name !== "listed" && name !== "private").map(({ name, values }) => ({
        name,
        request: async (w: World) => ({ path: `/api/stories/${(await story(w, values)).id}/pdf-url` }),
        expect: storyOwnerOnly(200, 200),
      })),
    ],
  },
  "GET /api/stories/suggestion": {
    cases: [{ name: "ideas", request: () => ({ path: "/api/stories/suggestion" }), expect: all(200) }],
  },
  "POST /api/stories/generate-story": {
    cases: [
      {
        name: "one idea",
        request: () => ({ method: "POST", path: "/api/stories/generate-story", body: { storyInputs: ["a kite"] } }),
        expect: signedIn(201),
        settle: async (response) => {
          const { story } = await body<{ story: { _id: string } }>(response);
          await waitForStatus(story._id, ["CompletelyGenerated", "PartiallyGenerated"]);
        },
      },
    ],
  },
  "GET /api/stories/:id/status": {
    cases: [
      {
        name: "owner's story",
        request: async (w) => ({ path: `/api/stories/${(await story(w)).id}/status` }),
        expect: storyOwnerOnly(200, 200),
      },
    ],
  },
  "GET /api/stories/:id/live": {
    note: "A WebSocket: 426 without the upgrade header, then the owner and the admin only.",
    cases: [
      {
        name: "plain GET",
        request: async (w) => ({ path: `/api/stories/${(await story(w)).id}/live` }),
        expect: all(426),
      },
      {
        name: "upgrade",
        request: async (w) => ({ path: `/api/stories/${(await story(w)).id}/live`, headers: { Upgrade: "websocket" } }),
        expect: storyOwnerOnly(101, 101),
      },
      {
        name: "upgrade with the owner's ticket, whoever brings it",
        request: async (w) => {
          const id = (await story(w)).id;
          const ticket = await issueLiveTicket(db(env), w.owner.id, id);
          return { path: `/api/stories/${id}/live?ticket=${ticket}`, headers: { Upgrade: "websocket" } };
        },
        expect: { visitor: 101, user: 404, owner: 101, other: 404, admin: 101 },
      },
    ],
  },
  "POST /api/stories/:id/live-ticket": {
    note: "Opens the live socket once (live-ticket.test.ts); the owner and the admin only, like the socket.",
    cases: [
      {
        name: "owner's story",
        request: async (w) => ({ method: "POST", path: `/api/stories/${(await story(w)).id}/live-ticket` }),
        expect: storyOwnerOnly(200, 200),
      },
    ],
  },
  "GET /api/stories/public": { cases: [{ name: "list", request: () => ({ path: "/api/stories/public" }), expect: all(200) }] },
  "GET /api/stories/my-stories": {
    cases: [{ name: "list", request: () => ({ path: "/api/stories/my-stories" }), expect: signedIn(200) }],
  },
  "GET /api/stories/liked-stories": {
    cases: [{ name: "list", request: () => ({ path: "/api/stories/liked-stories" }), expect: signedIn(200) }],
  },
  "GET /api/stories/slug/:slug": {
    note: "Private stories are playable by link (docs/product.md §6).",
    cases: [
      { name: "private", request: async (w) => ({ path: `/api/stories/slug/${(await story(w)).slug}` }), expect: all(200) },
      {
        name: "public",
        request: async (w) => ({ path: `/api/stories/slug/${(await story(w, { isPublic: true })).slug}` }),
        expect: all(200),
      },
      {
        name: "declined in review",
        request: async (w) => ({ path: `/api/stories/slug/${(await story(w, WITHDRAWN)).slug}` }),
        expect: ownerAndAdmin(200),
      },
    ],
  },
  "GET /api/stories/cover/:id": {
    cases: [
      { name: "card", request: async (w) => ({ path: `/api/stories/cover/${(await story(w)).id}` }), expect: all(200) },
      {
        name: "declined in review",
        request: async (w) => ({ path: `/api/stories/cover/${(await story(w, WITHDRAWN)).id}` }),
        expect: ownerAndAdmin(200),
      },
    ],
  },
  "GET /api/stories/:id/summary": {
    cases: [
      { name: "counts", request: async (w) => ({ path: `/api/stories/${(await story(w)).id}/summary` }), expect: all(200) },
      {
        name: "declined in review",
        request: async (w) => ({ path: `/api/stories/${(await story(w, WITHDRAWN)).id}/summary` }),
        expect: ownerAndAdmin(200),
      },
    ],
  },
  "POST /api/stories/:id/react": {
    cases: [
      {
        name: "like",
        request: async (w) => ({
          method: "POST",
          path: `/api/stories/${(await story(w, { isPublic: true })).id}/react`,
          body: { reaction: "like" },
        }),
        expect: signedIn(200),
      },
    ],
  },
  "POST /api/stories/:id/report": {
    note: "Any signed-in reader but the owner (400: report your own story? delete it instead); private stories too, by link.",
    cases: [
      {
        name: "public story",
        request: async (w) => ({
          method: "POST",
          path: `/api/stories/${(await story(w, { isPublic: true })).id}/report`,
          body: { reason: "violence" },
        }),
        expect: { visitor: 401, user: 201, owner: 400, other: 201, admin: 201 },
      },
      {
        name: "private story",
        request: async (w) => ({
          method: "POST",
          path: `/api/stories/${(await story(w)).id}/report`,
          body: { reason: "other", text: "Not for children" },
        }),
        expect: { visitor: 401, user: 201, owner: 400, other: 201, admin: 201 },
      },
      {
        name: "declined (others cannot read it: as an unknown id)",
        request: async (w) => ({
          method: "POST",
          path: `/api/stories/${(await story(w, WITHDRAWN)).id}/report`,
          body: { reason: "violence" },
        }),
        expect: { visitor: 401, user: 404, owner: 400, other: 404, admin: 201 },
      },
    ],
  },
  "GET /api/stories/:id/feedbacks": {
    note: "Feedback is read by the story's owner only, not by the admin.",
    cases: [
      {
        name: "list",
        request: async (w) => ({ path: `/api/stories/${(await story(w)).id}/feedbacks` }),
        expect: storyOwnerOnly(200, 403),
      },
    ],
  },
  "POST /api/stories/:id/feedbacks": {
    note: "Anyone signed in but the owner.",
    cases: [
      {
        name: "leave feedback",
        request: async (w) => ({
          method: "POST",
          path: `/api/stories/${(await story(w, { isPublic: true })).id}/feedbacks`,
          body: { feedbackText: "Lovely!" },
        }),
        expect: { visitor: 401, user: 201, owner: 403, other: 201, admin: 201 },
      },
    ],
  },
  "PUT /api/stories/public/:id": {
    note: "Publishing is the owner's choice alone.",
    cases: [
      {
        name: "publish",
        request: async (w) => ({ method: "PUT", path: `/api/stories/public/${(await story(w)).id}` }),
        expect: storyOwnerOnly(200, 403),
      },
    ],
  },
  "DELETE /api/stories/:id": {
    cases: [
      {
        name: "delete",
        request: async (w) => ({ method: "DELETE", path: `/api/stories/${(await story(w)).id}` }),
        expect: storyOwnerOnly(200, 200),
      },
    ],
  },
  "GET /api/stories/:idOrSlug": {
    note: "Per state (STORY_STATES): the same rule answers for every file under the story (GET /media/*).",
    cases: [
      { name: "by id", request: async (w) => ({ path: `/api/stories/${(await story(w)).id}` }), expect: all(200) },
      { name: "by slug", request: async (w) => ({ path: `/api/stories/${(await story(w)).slug}` }), expect: all(200) },
      ...STORY_STATES.map(({ name, values, readers }) => ({
        name: `${name}, by id`,
        request: async (w: World) => ({ path: `/api/stories/${(await story(w, values)).id}` }),
        expect: readers,
      })),
      {
        name: "deleted, by id",
        request: async (w: World) => ({ path: `/api/stories/${await deletedStory(w)}` }),
        expect: all(404),
      },
    ],
  },

  "GET /api/stories/:storyId/readers": {
    note: "Family recordings are private: another account's story answers as missing (404); an admin may list.",
    cases: [{ name: "owner's story", request: async (w) => ({ path: `/api/stories/${(await story(w)).id}/readers` }), expect: storyOwnerOnly(200, 200) }],
  },
  "POST /api/stories/:storyId/readers": {
    cases: [
      {
        name: "owner's story",
        request: async (w) => ({ method: "POST", path: `/api/stories/${(await story(w)).id}/readers`, body: { name: "Grandma" } }),
        expect: storyOwnerOnly(201, 403),
      },
    ],
  },
  "PATCH /api/stories/:storyId/readers/:readerId": {
    cases: [
      {
        name: "owner's reader",
        request: async (w) => ({ method: "PATCH", path: await readerPath(w), body: { shared: true } }),
        expect: storyOwnerOnly(200, 403),
      },
    ],
  },
  "DELETE /api/stories/:storyId/readers/:readerId": {
    cases: [{ name: "owner's reader", request: async (w) => ({ method: "DELETE", path: await readerPath(w) }), expect: storyOwnerOnly(204, 403) }],
  },
  "PUT /api/stories/:storyId/readers/:readerId/chapters/:chapter": {
    cases: [
      {
        name: "owner's reader, a WebM take",
        request: async (w) => {
          const form = new FormData();
          form.set("audio", new Blob([webm({ frames: opusFrames(1000) })], { type: "audio/webm" }));
          form.set("levels", JSON.stringify([0, 0.5, 0.5, 0]));
          return { method: "PUT", path: `${await readerPath(w)}/chapters/1`, form };
        },
        expect: storyOwnerOnly(200, 403),
      },
    ],
  },

  "GET /api/subscription/user-subscription": {
    cases: [{ name: "own", request: () => ({ path: "/api/subscription/user-subscription" }), expect: signedIn(200) }],
  },
  "POST /api/subscription/create-subscription": {
    note: "Free users start a subscription; a paid one (other) is told to change plan instead.",
    cases: [
      {
        name: "basic",
        request: () => ({
          method: "POST",
          path: "/api/subscription/create-subscription",
          body: { subscriptionLevel: "basic" },
        }),
        expect: { visitor: 401, user: 200, owner: 200, other: 409, admin: 200 },
      },
    ],
  },
  "POST /api/subscription/cancel-payment": {
    note: "Drops only the caller's own unpaid subscription; with nothing pending it changes nothing.",
    cases: [
      {
        name: "unpaid",
        setup: pendingSubscription,
        request: () => ({ method: "POST", path: "/api/subscription/cancel-payment" }),
        expect: signedIn(200),
      },
    ],
  },
  "POST /api/subscription/update-subscription": {
    note: "The owner has a live subscription; others have none at the provider (400).",
    cases: [
      {
        name: "to premium",
        setup: liveSubscription,
        request: () => ({
          method: "POST",
          path: "/api/subscription/update-subscription",
          body: { subscriptionLevel: "premium" },
        }),
        expect: { visitor: 401, user: 400, owner: 200, other: 400, admin: 400 },
      },
    ],
  },
  "POST /api/subscription/cancel-subscription": {
    cases: [
      {
        name: "cancel",
        setup: liveSubscription,
        request: () => ({ method: "POST", path: "/api/subscription/cancel-subscription" }),
        expect: { visitor: 401, user: 400, owner: 200, other: 400, admin: 400 },
      },
    ],
  },
  "POST /api/subscription/reactivate-subscription": {
    cases: [
      {
        name: "reactivate",
        setup: async (w) => {
          await liveSubscription(w);
          expect((await subscriptionCall(w.owner, "cancel-subscription")).status).toBe(200);
          return {};
        },
        request: () => ({ method: "POST", path: "/api/subscription/reactivate-subscription" }),
        expect: { visitor: 401, user: 400, owner: 200, other: 400, admin: 400 },
      },
    ],
  },
  "POST /api/subscription/portal-session": {
    note: "The caller's own customer only; accounts that never had one (other is premium without one) get 404.",
    cases: [
      {
        name: "own customer",
        setup: liveSubscription,
        request: () => ({ method: "POST", path: "/api/subscription/portal-session" }),
        expect: billingOwner,
      },
    ],
  },
  "POST /api/subscription/webhook": {
    note: "No sign-in: the Stripe signature is the credential, whoever sends it.",
    cases: [
      {
        name: "unsigned",
        request: () => ({ method: "POST", path: "/api/subscription/webhook", body: { id: "evt_x", type: "invoice.paid" } }),
        expect: all(400),
      },
      {
        name: "bad signature",
        request: () => ({
          method: "POST",
          path: "/api/subscription/webhook",
          body: { id: "evt_x", type: "invoice.paid" },
          headers: { "Stripe-Signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}` },
        }),
        expect: all(400),
      },
      { name: "validly signed", request: signedWebhook, expect: all(200) },
    ],
  },
  "POST /api/subscription/sandbox/confirm": {
    note: "The sandbox's payment form: only the subscriber pays their own invoice; absent in production.",
    cases: [
      {
        name: "owner's invoice",
        setup: pendingSubscription,
        request: (_w, { clientSecret }) => ({
          method: "POST",
          path: "/api/subscription/sandbox/confirm",
          body: { clientSecret, ...GOOD_CARD },
        }),
        expect: ownerOnly(200, 403),
      },
      {
        name: "production",
        request: () => ({
          method: "POST",
          path: "/api/subscription/sandbox/confirm",
          body: { clientSecret: "pi_x", ...GOOD_CARD },
          env: PRODUCTION,
        }),
        expect: all(404),
      },
    ],
  },

  "GET /api/subscription/sandbox/portal/:session": {
    note: "The sandbox's portal page: only the session's own account, while it lasts; absent in production.",
    cases: [
      { name: "owner's session", setup: portalSession, request: (_w, { portal }) => ({ path: portal! }), expect: billingOwner },
      { name: "production", request: () => ({ path: "/api/subscription/sandbox/portal/bps_x", env: PRODUCTION }), expect: all(404) },
    ],
  },
  "POST /api/subscription/sandbox/portal/:session/card": {
    cases: [
      {
        name: "owner's session",
        setup: portalSession,
        request: (_w, { portal }) => ({ method: "POST", path: `${portal}/card`, body: GOOD_CARD }),
        expect: billingOwner,
      },
      {
        name: "production",
        request: () => ({ method: "POST", path: "/api/subscription/sandbox/portal/bps_x/card", body: GOOD_CARD, env: PRODUCTION }),
        expect: all(404),
      },
    ],
  },
  "POST /api/subscription/sandbox/portal/:session/cancel": {
    cases: [
      {
        name: "owner's session",
        setup: portalSession,
        request: (_w, { portal }) => ({ method: "POST", path: `${portal}/cancel` }),
        expect: billingOwner,
      },
      {
        name: "production",
        request: () => ({ method: "POST", path: "/api/subscription/sandbox/portal/bps_x/cancel", env: PRODUCTION }),
        expect: all(404),
      },
    ],
  },
  "POST /api/subscription/sandbox/portal/:session/renew": {
    cases: [
      {
        name: "owner's session",
        setup: portalSession,
        request: (_w, { portal }) => ({ method: "POST", path: `${portal}/renew` }),
        expect: billingOwner,
      },
      {
        name: "production",
        request: () => ({ method: "POST", path: "/api/subscription/sandbox/portal/bps_x/renew", env: PRODUCTION }),
        expect: all(404),
      },
    ],
  },

  "POST /api/users/register": {
    cases: [
      {
        name: "new account",
        request: () => ({
          method: "POST",
          path: "/api/users/register",
          body: { email: uniqueEmail(), password: PASSWORD, name: "Zoé", captchaValue: DUMMY_CAPTCHA },
        }),
        expect: all(201),
      },
    ],
  },
  "POST /api/users/confirm-email": {
    note: "The mailed token is the credential.",
    cases: [
      {
        name: "owner's token",
        request: async (w) => ({
          method: "POST",
          path: "/api/users/confirm-email",
          body: { token: await issueEmailToken(db(env), { userId: w.owner.id, purpose: "confirm", email: emailOf(w.owner) }) },
        }),
        expect: all(200),
      },
    ],
  },
  "POST /api/users/cancel-email-change": {
    note: "The token mailed to the old address is the credential.",
    cases: [
      {
        name: "owner's cancel link",
        request: async (w) => ({
          method: "POST",
          path: "/api/users/cancel-email-change",
          body: {
            token: await issueEmailToken(db(env), { userId: w.owner.id, purpose: "email-change-cancel", email: emailOf(w.owner) }),
          },
        }),
        expect: all(200),
      },
    ],
  },
  "POST /api/users/resend-confirmation": {
    cases: [
      {
        name: "an address",
        request: (w) => ({ method: "POST", path: "/api/users/resend-confirmation", body: { email: emailOf(w.owner) } }),
        expect: all(200),
      },
    ],
  },
  "POST /api/users/login": {
    note: "Credentials are the credential: a bearer token changes nothing.",
    cases: [
      {
        name: "owner's password",
        request: (w) => ({ method: "POST", path: "/api/users/login", body: { email: emailOf(w.owner), password: PASSWORD } }),
        expect: all(200),
      },
    ],
  },
  "GET /api/users/login": { cases: [{ name: "me", request: () => ({ path: "/api/users/login" }), expect: signedIn(200) }] },
  "POST /api/users/refresh-token": {
    note: "The refresh cookie is the credential.",
    cases: [
      {
        name: "owner's cookie",
        request: async (w) => ({
          method: "POST",
          path: "/api/users/refresh-token",
          headers: { Cookie: `fabulo_refresh=${await createSession(db(env), w.owner.id)}` },
        }),
        expect: all(200),
      },
      { name: "no cookie", request: () => ({ method: "POST", path: "/api/users/refresh-token" }), expect: all(401) },
    ],
  },
  "POST /api/users/logout": {
    cases: [
      {
        name: "with a cookie",
        request: async (w) => ({
          method: "POST",
          path: "/api/users/logout",
          headers: { Cookie: `fabulo_refresh=${await createSession(db(env), w.owner.id)}` },
        }),
        expect: all(200),
      },
    ],
  },
  "POST /api/users/forgot-password": {
    cases: [
      {
        name: "known address",
        request: (w) => ({
          method: "POST",
          path: "/api/users/forgot-password",
          body: { email: emailOf(w.owner), captchaValue: DUMMY_CAPTCHA },
        }),
        expect: all(200),
      },
    ],
  },
  "POST /api/users/reset-password": {
    note: "The mailed token is the credential.",
    cases: [
      {
        name: "owner's token",
        request: async (w) => ({
          method: "POST",
          path: "/api/users/reset-password",
          body: {
            token: await issueEmailToken(db(env), { userId: w.owner.id, purpose: "reset", email: emailOf(w.owner) }),
            newPassword: "fresh123",
          },
        }),
        expect: all(200),
      },
    ],
  },
  "GET /api/users/user-details": {
    cases: [{ name: "me", request: () => ({ path: "/api/users/user-details" }), expect: signedIn(200) }],
  },
  "PUT /api/users/user-details": {
    cases: [
      {
        name: "rename",
        request: () => ({ method: "PUT", path: "/api/users/user-details", body: { name: "Renamed" } }),
        expect: signedIn(200),
      },
    ],
  },
  "PUT /api/users/update-password": {
    cases: [
      {
        name: "own password",
        request: () => ({
          method: "PUT",
          path: "/api/users/update-password",
          body: { currentPassword: PASSWORD, newPassword: "fresh123", confirmPassword: "fresh123" },
        }),
        expect: signedIn(200),
      },
    ],
  },
  "PUT /api/users/language": {
    cases: [
      {
        name: "French",
        request: () => ({ method: "PUT", path: "/api/users/language", body: { language: "fr-FR" } }),
        expect: signedIn(200),
      },
    ],
  },
  "GET /api/users/export": {
    note: "Only the caller's own data: there is no way to name another account.",
    cases: [{ name: "own data", request: () => ({ path: "/api/users/export" }), expect: signedIn(200) }],
  },
  "DELETE /api/users/me": {
    note: "Each caller can only erase itself, with its own password.",
    cases: [
      {
        name: "own account",
        request: () => ({ method: "DELETE", path: "/api/users/me", body: { password: PASSWORD } }),
        expect: signedIn(200),
      },
    ],
  },
  "GET /api/users/profiles": {
    cases: [{ name: "own", request: () => ({ path: "/api/users/profiles" }), expect: signedIn(200) }],
  },
  "POST /api/users/profiles": {
    cases: [
      {
        name: "add",
        request: () => ({ method: "POST", path: "/api/users/profiles", body: { name: "Léo" } }),
        expect: signedIn(201),
      },
    ],
  },
  "PUT /api/users/profiles/:id": {
    note: "Another account's profile looks missing (404), to the admin too.",
    cases: [
      {
        name: "owner's profile",
        request: async (w) => ({ method: "PUT", path: `/api/users/profiles/${await profile(w)}`, body: { name: "Léa" } }),
        expect: { visitor: 401, user: 404, owner: 200, other: 404, admin: 404 },
      },
    ],
  },
  "DELETE /api/users/profiles/:id": {
    cases: [
      {
        name: "owner's profile",
        request: async (w) => ({ method: "DELETE", path: `/api/users/profiles/${await profile(w)}` }),
        expect: { visitor: 401, user: 404, owner: 200, other: 404, admin: 404 },
      },
    ],
  },

  "GET /media/pdf/:id": {
    note: "No sign-in: the signed, expiring link is the permission (handed out by pdf-url).",
    cases: [
      {
        name: "signed link",
        request: async (w) => ({ path: await signPath(env, pdfDownloadPath((await story(w)).id)) }),
        expect: all(200),
      },
      { name: "unsigned", request: async (w) => ({ path: pdfDownloadPath((await story(w)).id) }), expect: all(403) },
    ],
  },
  "GET /media/*": {
    note:
      "Every file under a story answers as the story does (STORY_STATES): to a session that may read it, or to the " +
      "signed address its JSON hands out (a browser's <img> and <audio> carry no token). A family recording answers " +
      "only to its owner's and the admins' sessions, or signed. A signed address dies within minutes; refusals answer " +
      "as an unknown file (404). PDFs only through their signed route.",
    cases: [
      ...STORY_STATES.map(({ name, values, readers }) => ({
        name: `${name}: a picture's bare address`,
        request: async (w: World) => ({ path: mediaUrl(await coverOf(w, values)) }),
        expect: readers,
      })),
      {
        name: "deleted (its files left behind in R2)",
        request: async (w) => ({ path: `/media/stories/${await deletedStory(w)}/cover.png` }),
        expect: all(404),
      },
      { name: "unknown story", request: () => ({ path: `/media/stories/${newId()}/cover.png` }), expect: all(404) },
      {
        name: "declined: the signed address its JSON hands out",
        request: async (w) => ({ path: await signedMediaUrl(env, await coverOf(w, WITHDRAWN)) }),
        expect: all(200),
      },
      {
        name: "declined: a signed address past its expiry (as the bare one: the session decides)",
        request: async (w) => ({ path: await signedMediaUrl(env, await coverOf(w, WITHDRAWN), { now: expiredClock() }) }),
        expect: ownerAndAdmin(200),
      },
      {
        name: "a family recording's bare address (private story, reader shared with its link)",
        request: async (w) => ({ path: mediaUrl(await recordingOf(w, {})) }),
        expect: ownerAndAdmin(200),
      },
      {
        name: "a family recording's bare address (listed story)",
        request: async (w) => ({ path: mediaUrl(await recordingOf(w, { isPublic: true })) }),
        expect: ownerAndAdmin(200),
      },
      {
        name: "a family recording's signed address",
        request: async (w) => ({ path: await signedMediaUrl(env, await recordingOf(w, {})) }),
        expect: all(200),
      },
      {
        name: "a family recording's signed address past its expiry (as the bare one)",
        request: async (w) => ({ path: await signedMediaUrl(env, await recordingOf(w, {}), { now: expiredClock() }) }),
        expect: ownerAndAdmin(200),
      },
      {
        name: "a PDF",
        request: async (w) => {
          const { id } = await story(w, { isPublic: true });
          await env.MEDIA.put(`stories/${id}/story.pdf`, new Uint8Array([1, 2, 3]));
          return { path: `/media/stories/${id}/story.pdf` };
        },
        expect: all(404),
      },
    ],
  },
  "GET /story/*": {
    note: "The SPA shell with the story's sharing tags, for anyone with the link.",
    cases: [
      { name: "slug", request: async (w) => ({ path: `/story/${(await story(w)).slug}`, env: WITH_SHELL }), expect: all(200) },
      { name: "id", request: async (w) => ({ path: `/story/${(await story(w)).id}`, env: WITH_SHELL }), expect: all(301) },
      { name: "unknown", request: () => ({ path: "/story/no-such-story", env: WITH_SHELL }), expect: all(404) },
      {
        name: "declined in review (a navigation carries no token: the owner's SPA reads it by API)",
        request: async (w) => ({ path: `/story/${(await story(w, WITHDRAWN)).slug}`, env: WITH_SHELL }),
        expect: all(404),
      },
      {
        name: "hidden by reports (as declined)",
        request: async (w) => ({ path: `/story/${(await story(w, HIDDEN)).slug}`, env: WITH_SHELL }),
        expect: all(404),
      },
      {
        name: "waiting for review (plays by its link)",
        request: async (w) => ({ path: `/story/${(await story(w, { isPublic: true, review: "waiting" })).slug}`, env: WITH_SHELL }),
        expect: all(200),
      },
      {
        name: "id of a story still generating (its slug is its id): the page, no redirect to itself",
        request: async (w) => {
          const id = (await story(w, { generatingStatus: "TextGenerating" })).id;
          await env.DB.prepare("UPDATE stories SET slug = id WHERE id = ?").bind(id).run();
          return { path: `/story/${id}`, env: WITH_SHELL };
        },
        expect: all(200),
      },
    ],
  },
  "GET /": {
    note: "The browse page: the SPA shell with the first public page in the visitor's language, for anyone.",
    cases: [{ name: "page", request: () => ({ path: "/", env: WITH_SHELL }), expect: all(200) }],
  },
  "GET /browse-stories": {
    note: "The browse page, as /.",
    cases: [{ name: "page", request: () => ({ path: "/browse-stories", env: WITH_SHELL }), expect: all(200) }],
  },
  // The SPA's other pages, answered from the static assets through the Worker (web-analytics.test.ts).
  "GET /*": {
    cases: [
      { name: "page", request: () => ({ path: "/profile", env: WITH_SHELL }), expect: all(200) },
      { name: "unknown API address", request: () => ({ path: "/api/no-such-thing", env: WITH_SHELL }), expect: all(404) },
    ],
  },
};

/**
 * The real endpoints: `app.routes` also lists middleware (method ALL) and one
 * entry per handler of a chain (validators, guards), so those are folded away.
 */
function endpointsFromRouteTable(): string[] {
  const keys = app.routes.filter((route) => route.method !== "ALL").map((route) => `${route.method} ${route.path}`);
  return [...new Set(keys)];
}

async function send(req: Req, caller: Caller | "gone", w: World): Promise<Response> {
  const headers: Record<string, string> = { ...fromIp(), ...req.headers };
  if (caller !== "visitor") Object.assign(headers, w[caller].auth);
  let payload: string | FormData | undefined = req.form;
  if (req.body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = typeof req.body === "string" ? req.body : JSON.stringify(req.body);
  }
  const init: RequestInit = { method: req.method ?? "GET", headers, body: payload, redirect: "manual" };
  const response = req.env
    ? await app.request(req.path, init, { ...env, ...req.env })
    : await call(req.path, init);
  if (response.webSocket) {
    response.webSocket.accept();
    response.webSocket.close(1000);
  }
  return response;
}

const ENDPOINTS = endpointsFromRouteTable();

/**
 * Every row is also sent with the token of an account deleted since it was signed (World.gone): every API
 * route and every file under /media (which reads the bearer for a private story's owner) answers 401, as to
 * any invalid token (the SPA refreshes, fails and signs out), never 500; pages and the PDF download
 * (its signed link is the permission), which read no bearer token, answer as to a visitor.
 */
type WithGone = Expectation & { gone: number };
const goneStatus = (path: string, expectation: Expectation) => (/^\/(api|media(?!\/pdf))\//.test(path) ? 401 : expectation.visitor);

describe("authorization matrix", () => {
  it("reads the route table", () => {
    // A sanity floor, so a broken reading of app.routes cannot pass as "no routes, nothing to check".
    expect(ENDPOINTS.length).toBeGreaterThan(50);
    expect(ENDPOINTS).toContain("GET /api/health");
  });

  it("has no row for a route that no longer exists", () => {
    const stale = Object.keys(MATRIX).filter((key) => !ENDPOINTS.includes(key));
    expect(stale).toEqual([]);
  });

  it.each(ENDPOINTS)("%s", async (endpoint) => {
    const row = MATRIX[endpoint];
    expect(row, `"${endpoint}" is in the route table but has no row in MATRIX (test/worker/route-matrix.test.ts)`).toBeDefined();
    expect(row!.cases.length).toBeGreaterThan(0);
    const world = await makeWorld();
    const expected: Record<string, WithGone> = {};
    const actual: Record<string, WithGone> = {};
    for (const testCase of row!.cases) {
      const fixture = testCase.setup ? await testCase.setup(world) : {};
      const statuses = {} as WithGone;
      const settling: Promise<void>[] = [];
      let path = "";
      for (const caller of [...CALLERS, "gone"] as const) {
        const req = await testCase.request(world, fixture);
        path = req.path;
        const response = await send(req, caller, world);
        statuses[caller] = response.status;
        if (response.status >= 400 && !req.path.startsWith("/story/")) {
          // Refusals are the API's JSON error, whatever the route.
          expect(response.headers.get("Content-Type"), `${testCase.name} / ${caller}`).toMatch(/^application\/json/);
          expect(typeof (await body<{ message?: unknown }>(response)).message, `${testCase.name} / ${caller}`).toBe("string");
        } else if (testCase.settle) {
          // Background work of the callers runs side by side; it is awaited once they have all been answered.
          settling.push(testCase.settle(response));
        } else {
          // Read to the end: a cancelled stream makes workerd log a "reader canceled" exception.
          await response.arrayBuffer();
        }
      }
      await Promise.all(settling);
      expected[testCase.name] = { ...testCase.expect, gone: goneStatus(path, testCase.expect) };
      actual[testCase.name] = statuses;
    }
    expect(actual).toEqual(expected);
  }, 30_000);
});

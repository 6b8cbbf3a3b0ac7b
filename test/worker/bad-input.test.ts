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
import { CHAPTERS } from "../../shared/enums";
import { DEFAULT_CONFIG } from "../../worker/config/defaults";
import { ApiMessage } from "../../shared/messages";
import { snapshotDb } from "./db-snapshot";
import { body, createStory, createUser, type StoryRecord, type TestUser } from "./fixtures";
import { useFakeProvider, waitForStatus } from "./generation-helpers";
import { call, env } from "./helpers";
import { DUMMY_CAPTCHA, fromIp, uniqueEmail } from "./users-helpers";
import { mp4, oggOpus, opusFrames, webm } from "../node/recording-files";

/**
 * Bad input on every endpoint that takes input. Each target is one row: the
 * caller allowed to use the endpoint, a request it accepts (`ok`, sent last as
 * a control, so the refusals are known to be about the input and not about
 * who asks), and the bad variations of that request. Every POST, PUT and
 * DELETE also gets a 1 MB body (413); endpoints reading a JSON body get the
 * generic body attacks (malformed, not an object, deeply nested, sent as
 * text/plain); endpoints with an id, slug or key in the path get every BAD_IDS
 * value. Adding an endpoint is adding one TARGETS row (or a TAKES_NO_INPUT
 * line): the first test fails until it is listed.
 *
 * Every bad request must be answered with a 4xx whose body is JSON with a
 * `message` (HTML is allowed only for the /story/* pages), never a 500, and
 * must leave every D1 table exactly as it was (row counts and checksums).
 */

// The generate-story control starts a generation; the fast stand-in finishes it before the next test.
useFakeProvider();

const PASSWORD = "secret12";
const ONE_MB = 1024 * 1024;
const GOOD_CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" };
const SHELL = "<!doctype html><html><head><title>Fabulo</title></head><body></body></html>";
/** The SPA shell for /story/* without a Vite build. */
const WITH_SHELL = {
  ASSETS: { fetch: async () => new Response(SHELL, { headers: { "Content-Type": "text/html; charset=utf-8" } }) },
};

interface World {
  owner: TestUser;
  user: TestUser;
  admin: TestUser;
  /** The owner's public, finished story. */
  story: StoryRecord;
  /** One of the owner's child profiles. */
  profileId: string;
  /** A live password-reset token of the owner's. */
  resetToken: string;
  /** The owner's unpaid sandbox invoice. */
  clientSecret: string;
  /** The path of a sandbox customer portal session of the owner's. */
  portal: string;
  /** A family reader on the owner's story (shared/recordings.ts). */
  readerId: string;
}

type Caller = "visitor" | "owner" | "user" | "admin";

interface Req {
  path: string;
  body?: unknown;
  /** A multipart body (a recorded chapter), sent instead of `body`. */
  form?: () => FormData;
  headers?: Record<string, string>;
  /** Binding overrides; the request then goes through app.request. */
  env?: Record<string, unknown>;
}

interface Bad {
  name: string;
  /** Replaces the control's body (serialised as JSON). */
  body?: unknown;
  /** Replaces the control's body with these exact bytes. */
  raw?: string;
  /** Replaces the control's body with this form. */
  form?: () => FormData;
  /** The exact message the refusal must carry, where the spec names one. */
  message?: string;
  /** Replaces the control's path (and query). */
  path?: string;
  headers?: Record<string, string>;
  /** When one exact status is the contract (413 for an oversized body). */
  status?: number;
}

interface Target {
  /** "METHOD path" exactly as the route table lists it. */
  route: string;
  caller: Caller;
  /** A request this caller gets accepted: the control, and the base the bad inputs vary. */
  ok: (w: World) => Req;
  /** Reads a JSON body: the generic body attacks apply. */
  json?: boolean;
  /** The path with `id` in place of the endpoint's parameter: every BAD_IDS value is tried. */
  withId?: (id: string) => string;
  bad?: (w: World) => Bad[];
  /**
   * The accepted request sent after the bad ones, when it differs from `ok` (a
   * fresh token, a signature); null where success needs state this suite does
   * not build (route-matrix.test.ts covers it).
   */
  control?: (w: World) => Promise<Req | null>;
  /** Waits for background work the control started, so it cannot write into the next test. */
  settle?: (response: Response) => Promise<void>;
  /** Replaces the 1 MB body every POST, PUT and DELETE gets, for an endpoint that takes large bodies. */
  oversized?: Bad;
}

/** Ids, slugs and media keys that are not ones, already encoded for a path segment. */
const BAD_IDS: Record<string, string> = {
  "parent directory": "../../users",
  "encoded parent directory": "..%2F..%2Fusers",
  "encoded dots": "%2e%2e%2f%2e%2e%2fusers",
  "double-encoded dots": "%252e%252e%252fusers",
  backslashes: "..%5C..%5Cusers",
  "SQL quote": encodeURIComponent("' OR 1=1 --"),
  "SQL statement": encodeURIComponent("1; DROP TABLE users"),
  NUL: "abc%00def",
  "RTL override": encodeURIComponent("\u202Eabc"),
  emoji: encodeURIComponent("🐉"),
  "lone surrogate": "%ED%A0%80",
  "broken escape": "%E0%A4%A",
  "bare percent": "%",
  "over-long": "a".repeat(4000),
};

/** Strings that are never a valid e-mail, language, plan, reaction, key or token. */
const HOSTILE_STRINGS: Record<string, string> = {
  "SQL quote": "' OR 1=1 --",
  "SQL statement": "; DROP TABLE users",
  NUL: "a\u0000b",
  "RTL override": "\u202Eabc",
  emoji: "🐉",
  "lone surrogate": "\uD800",
  "path traversal": "../../etc/passwd",
};

/** Names with characters that show nothing (format characters and blank fillers). */
const INVISIBLE_IN_NAMES: Record<string, string> = {
  "zero-width space": "Grand\u200Bma",
  "zero-width space alone": "\u200B",
  "word joiner": "Gran\u2060dma",
  "byte order mark": "Grand\uFEFFma",
  "soft hyphen": "Grand\u00ADma",
  "left-to-right mark": "Grandma\u200E",
  "joiner at the end": "Grandma\u200D",
  "Hangul filler only": "\u3164",
  "braille blank only": "\u2800\u2800",
  "tag characters": "Grandma\u{E0041}\u{E0042}",
};

/** Attacks on the body itself, for every endpoint that reads JSON. */
function genericJsonAttacks(ok: Req): Bad[] {
  return [
    { name: "malformed JSON", raw: "{ not json" },
    { name: "truncated JSON", raw: '{"a": ' },
    { name: "empty body", raw: "" },
    { name: "JSON array", raw: "[]" },
    { name: "JSON string", raw: '"text"' },
    { name: "JSON number", raw: "42" },
    { name: "JSON null", raw: "null" },
    { name: "deeply nested", raw: `${"[".repeat(30_000)}${"]".repeat(30_000)}` },
    { name: "prototype keys only", raw: '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}}}' },
    // A form can post text/plain cross-site without a preflight: it must not be read as JSON.
    { name: "valid body as text/plain", raw: JSON.stringify(ok.body ?? {}), headers: { "Content-Type": "text/plain" } },
  ];
}

const oversized = (): Bad => ({
  name: "1 MB body",
  raw: JSON.stringify({ padding: "x".repeat(ONE_MB) }),
  status: 413,
});

/** `field` set to each hostile string, the rest of `base` intact. */
const hostile = (base: Record<string, unknown>, field: string): Bad[] =>
  Object.entries(HOSTILE_STRINGS).map(([name, value]) => ({ name: `${field}: ${name}`, body: { ...base, [field]: value } }));

const WRONG_TYPES: Record<string, unknown> = { number: 12, array: ["a"], object: { $ne: null }, boolean: true };

/** `field` set to a value of each JSON type but its own (`own`). */
const wrongTypes = (base: Record<string, unknown>, field: string, own: "string" | "number" | "array" = "string"): Bad[] =>
  Object.entries(WRONG_TYPES)
    .filter(([type]) => type !== own)
    .map(([type, value]) => ({ name: `${field}: ${type}`, body: { ...base, [field]: value } }))
    .concat(own === "string" ? [] : [{ name: `${field}: string`, body: { ...base, [field]: "12" } }]);

/** A hostile string as a query value (a lone surrogate has no UTF-8 form, so it is sent as raw bytes). */
const queryValue = (value: string) => (value === "\uD800" ? "%ED%A0%80" : encodeURIComponent(value));

const without = (base: Record<string, unknown>, field: string): Bad => {
  const rest = { ...base };
  delete rest[field];
  return { name: `${field}: missing`, body: rest };
};

/** Queries for page numbers: negative, infinite, not numbers, fractional, repeated, huge. */
const badPages = (path: string, param = "page"): Bad[] =>
  ["-1", "1e309", "abc", "1.5", "99999999999", "%00", "NaN", `1&${param}=2`].map((value) => ({
    name: `${param}=${value}`,
    path: `${path}?${param}=${value}`,
  }));

const emailOf = (user: TestUser) => `${user.id}@example.test`;

const registration = () => ({ email: uniqueEmail(), password: PASSWORD, name: "Zoé", captchaValue: DUMMY_CAPTCHA });

const TARGETS: Target[] = [
  {
    route: "POST /api/users/register",
    caller: "visitor",
    json: true,
    ok: () => ({ path: "/api/users/register", body: registration() }),
    bad: () => {
      const base = registration();
      return [
        { name: "nothing", body: {} },
        ...["email", "password", "name"].map((field) => without(base, field)),
        ...wrongTypes(base, "email"),
        ...wrongTypes(base, "password"),
        ...wrongTypes(base, "name"),
        ...hostile(base, "email"),
        ...hostile(base, "preferredLanguage"),
        ...hostile(base, "gender"),
        ...hostile(base, "dateOfBirth"),
        { name: "email: over-long", body: { ...base, email: `${"a".repeat(300)}@example.com` } },
        { name: "email: emoji domain", body: { ...base, email: "zoe@🐉.example" } },
        { name: "password: too short", body: { ...base, password: "abc" } },
        { name: "password: over-long", body: { ...base, password: "a1".repeat(1000) } },
        { name: "name: blank", body: { ...base, name: "   " } },
        { name: "name: over-long", body: { ...base, name: "a".repeat(101) } },
        { name: "name: NUL", body: { ...base, name: "Zo\u0000é" } },
        { name: "name: control characters", body: { ...base, name: "Zo\u0007\u001bé" } },
        { name: "name: RTL override", body: { ...base, name: "Zo\u202Eé" } },
        { name: "name: lone surrogate", body: { ...base, name: "Zo\uDC00é" } },
        { name: "dateOfBirth: in the future", body: { ...base, dateOfBirth: "2999-01-01" } },
        { name: "dateOfBirth: impossible", body: { ...base, dateOfBirth: "2020-02-30" } },
        { name: "captcha: wrong", body: { ...base, captchaValue: "not-the-token" } },
        { name: "captcha: missing", body: { ...base, captchaValue: undefined } },
      ];
    },
  },
  {
    route: "POST /api/users/confirm-email",
    caller: "visitor",
    json: true,
    ok: () => ({ path: "/api/users/confirm-email", body: { token: "a-token" } }),
    control: async (w) => ({
      path: "/api/users/confirm-email",
      body: { token: await issueEmailToken(db(env), { userId: w.owner.id, purpose: "confirm", email: emailOf(w.owner) }) },
    }),
    bad: () => [
      { name: "nothing", body: {} },
      ...wrongTypes({}, "token"),
      ...hostile({}, "token"),
      { name: "token: over-long", body: { token: "a".repeat(10_000) } },
    ],
  },
  {
    route: "POST /api/users/cancel-email-change",
    caller: "visitor",
    json: true,
    ok: () => ({ path: "/api/users/cancel-email-change", body: { token: "a-token" } }),
    control: async (w) => ({
      path: "/api/users/cancel-email-change",
      body: {
        token: await issueEmailToken(db(env), { userId: w.owner.id, purpose: "email-change-cancel", email: emailOf(w.owner) }),
      },
    }),
    bad: (w) => [
      { name: "nothing", body: {} },
      ...wrongTypes({}, "token"),
      ...hostile({}, "token"),
      { name: "token: over-long", body: { token: "a".repeat(10_000) } },
      { name: "token: the reset link's", body: { token: w.resetToken } },
    ],
  },
  {
    route: "POST /api/users/resend-confirmation",
    caller: "visitor",
    json: true,
    ok: () => ({ path: "/api/users/resend-confirmation", body: { email: uniqueEmail() } }),
    bad: () => [
      { name: "nothing", body: {} },
      ...wrongTypes({}, "email"),
      ...hostile({}, "email"),
      { name: "email: over-long", body: { email: `${"a".repeat(300)}@example.com` } },
    ],
  },
  {
    route: "POST /api/users/login",
    caller: "visitor",
    json: true,
    ok: (w) => ({ path: "/api/users/login", body: { email: emailOf(w.owner), password: PASSWORD } }),
    bad: (w) => {
      const base = { email: emailOf(w.owner), password: PASSWORD };
      return [
        { name: "nothing", body: {} },
        without(base, "email"),
        without(base, "password"),
        ...wrongTypes(base, "email"),
        ...wrongTypes(base, "password"),
        // No such account: 401, and nothing counted anywhere.
        ...hostile(base, "email"),
        { name: "email: over-long", body: { ...base, email: `${"a".repeat(300)}@example.com` } },
        { name: "password: over-long", body: { ...base, password: "a".repeat(2000) } },
        { name: "recaptchaToken: number", body: { ...base, recaptchaToken: 5 } },
      ];
    },
  },
  {
    route: "POST /api/users/refresh-token",
    caller: "visitor",
    ok: () => ({ path: "/api/users/refresh-token", headers: { Cookie: "fabulo_refresh=x" } }),
    control: async (w) => ({
      path: "/api/users/refresh-token",
      headers: { Cookie: `fabulo_refresh=${await createSession(db(env), w.owner.id)}` },
    }),
    bad: () => [
      { name: "no cookie", headers: { Cookie: "" } },
      { name: "cookie: bare percent", headers: { Cookie: "fabulo_refresh=%" } },
      { name: "cookie: broken escape", headers: { Cookie: "fabulo_refresh=%E0%A4%A" } },
      { name: "cookie: SQL", headers: { Cookie: "fabulo_refresh=' OR 1=1 --" } },
      { name: "cookie: over-long", headers: { Cookie: `fabulo_refresh=${"a".repeat(6000)}` } },
      { name: "cookie: twice", headers: { Cookie: "fabulo_refresh=a; fabulo_refresh=b" } },
    ],
  },
  {
    route: "POST /api/users/logout",
    caller: "visitor",
    ok: () => ({ path: "/api/users/logout" }),
    bad: () => [
      { name: "another site's Origin", headers: { Origin: "https://evil.example" }, status: 403 },
      { name: "opaque Origin", headers: { Origin: "null" }, status: 403 },
    ],
  },
  {
    route: "POST /api/users/forgot-password",
    caller: "visitor",
    json: true,
    ok: (w) => ({ path: "/api/users/forgot-password", body: { email: emailOf(w.owner), captchaValue: DUMMY_CAPTCHA } }),
    bad: (w) => {
      const base = { email: emailOf(w.owner), captchaValue: DUMMY_CAPTCHA };
      return [
        { name: "nothing", body: {} },
        without(base, "email"),
        without(base, "captchaValue"),
        ...wrongTypes(base, "email"),
        ...hostile(base, "email"),
        { name: "captcha: wrong", body: { ...base, captchaValue: "nope" } },
      ];
    },
  },
  {
    route: "POST /api/users/reset-password",
    caller: "visitor",
    json: true,
    ok: (w) => ({ path: "/api/users/reset-password", body: { token: w.resetToken, newPassword: "fresh123" } }),
    bad: (w) => {
      const base = { token: w.resetToken, newPassword: "fresh123" };
      return [
        { name: "nothing", body: {} },
        without(base, "token"),
        without(base, "newPassword"),
        ...wrongTypes(base, "token"),
        ...wrongTypes(base, "newPassword"),
        ...hostile(base, "token"),
        // A real token with a bad password: refused, and the token is not used up.
        { name: "newPassword: too short", body: { ...base, newPassword: "abc" } },
        { name: "newPassword: over-long", body: { ...base, newPassword: "a1".repeat(1000) } },
      ];
    },
  },
  {
    route: "PUT /api/users/user-details",
    caller: "owner",
    json: true,
    ok: () => ({ path: "/api/users/user-details", body: { name: "Renamed" } }),
    bad: () => {
      const base = { name: "Zoé" };
      return [
        { name: "nothing", body: {} },
        ...wrongTypes(base, "name"),
        { name: "name: blank", body: { name: "  " } },
        { name: "name: over-long", body: { name: "a".repeat(101) } },
        { name: "name: NUL", body: { name: "Zo\u0000é" } },
        { name: "name: RTL override", body: { name: "Zo\u202Eé" } },
        { name: "name: lone surrogate", body: { name: "Zo\uD800é" } },
        ...hostile(base, "dateOfBirth"),
        ...hostile(base, "gender"),
        ...wrongTypes(base, "dateOfBirth"),
        ...hostile({}, "preferredLanguage"),
        ...hostile({}, "email"),
        ...wrongTypes({}, "email"),
        { name: "email: over-long", body: { email: `${"a".repeat(300)}@example.com` } },
        // An e-mail change needs the current password (issue 13).
        { name: "email: no currentPassword", body: { email: "next@example.com" } },
        { name: "email: wrong currentPassword", body: { email: "next@example.com", currentPassword: "wrong123" } },
        ...wrongTypes({ email: "next@example.com" }, "currentPassword"),
        ...hostile({ currentPassword: PASSWORD }, "email"),
      ];
    },
  },
  {
    route: "PUT /api/users/update-password",
    caller: "owner",
    json: true,
    ok: () => ({
      path: "/api/users/update-password",
      body: { currentPassword: PASSWORD, newPassword: "fresh123", confirmPassword: "fresh123" },
    }),
    bad: () => {
      const base = { currentPassword: PASSWORD, newPassword: "fresh123", confirmPassword: "fresh123" };
      return [
        { name: "nothing", body: {} },
        ...Object.keys(base).map((field) => without(base, field)),
        ...wrongTypes(base, "newPassword"),
        { name: "wrong current password", body: { ...base, currentPassword: "wrong123" } },
        { name: "confirmation differs", body: { ...base, confirmPassword: "fresh124" } },
        { name: "new password too short", body: { ...base, newPassword: "abc", confirmPassword: "abc" } },
        { name: "new password over-long", body: { ...base, newPassword: "a".repeat(2000), confirmPassword: "a".repeat(2000) } },
      ];
    },
  },
  {
    route: "DELETE /api/users/me",
    caller: "owner",
    json: true,
    ok: () => ({ path: "/api/users/me", body: { password: PASSWORD } }),
    bad: () => [
      { name: "nothing", body: {} },
      ...wrongTypes({}, "password"),
      { name: "password: empty", body: { password: "" } },
      { name: "wrong password", body: { password: "wrong123" } },
      { name: "password over-long", body: { password: "a".repeat(2000) } },
    ],
  },
  {
    route: "PUT /api/users/language",
    caller: "owner",
    json: true,
    ok: () => ({ path: "/api/users/language", body: { language: "fr-FR" } }),
    bad: () => [
      { name: "nothing", body: {} },
      ...wrongTypes({}, "language"),
      ...hostile({}, "language"),
      { name: "language: unknown", body: { language: "xx-XX" } },
    ],
  },
  {
    route: "POST /api/users/profiles",
    caller: "owner",
    json: true,
    ok: () => ({ path: "/api/users/profiles", body: { name: "Léo" } }),
    bad: () => profileBodies(),
  },
  {
    route: "PUT /api/users/profiles/:id",
    caller: "owner",
    json: true,
    ok: (w) => ({ path: `/api/users/profiles/${w.profileId}`, body: { name: "Léa" } }),
    withId: (id) => `/api/users/profiles/${id}`,
    bad: () => profileBodies(),
  },
  {
    route: "DELETE /api/users/profiles/:id",
    caller: "owner",
    ok: (w) => ({ path: `/api/users/profiles/${w.profileId}` }),
    withId: (id) => `/api/users/profiles/${id}`,
  },

  ...recordingTargets(),

  {
    route: "GET /api/stories/public",
    caller: "visitor",
    ok: () => ({ path: "/api/stories/public?lang=fr-FR" }),
    bad: () => [
      ...Object.entries(HOSTILE_STRINGS).map(([name, value]) => ({
        name: `lang: ${name}`,
        path: `/api/stories/public?lang=${queryValue(value)}`,
      })),
      { name: "lang: twice", path: "/api/stories/public?lang=en-US&lang=fr-FR" },
      { name: "exclude: SQL", path: `/api/stories/public?exclude=${encodeURIComponent("1') OR 1=1 --")}` },
      { name: "exclude: traversal", path: "/api/stories/public?exclude=..%2F..%2Fusers" },
      {
        name: "exclude: too many ids",
        path: `/api/stories/public?exclude=${Array.from({ length: 201 }, () => newId()).join(",")}`,
      },
      { name: "exclude: over-long", path: `/api/stories/public?exclude=${"a".repeat(6000)}` },
    ],
  },
  {
    route: "GET /api/stories/my-stories",
    caller: "owner",
    ok: () => ({ path: "/api/stories/my-stories?page=0" }),
    bad: () => badPages("/api/stories/my-stories"),
  },
  {
    route: "GET /api/stories/liked-stories",
    caller: "owner",
    ok: () => ({ path: "/api/stories/liked-stories?page=0" }),
    bad: () => badPages("/api/stories/liked-stories"),
  },
  {
    route: "GET /api/stories/suggestion",
    caller: "visitor",
    ok: () => ({ path: "/api/stories/suggestion?lang=fr-FR" }),
    bad: () =>
      Object.entries(HOSTILE_STRINGS).map(([name, value]) => ({
        name: `lang: ${name}`,
        path: `/api/stories/suggestion?lang=${queryValue(value)}`,
      })),
  },
  {
    route: "GET /api/stories/slug/:slug",
    caller: "visitor",
    ok: (w) => ({ path: `/api/stories/slug/${w.story.slug}` }),
    withId: (id) => `/api/stories/slug/${id}`,
  },
  {
    route: "GET /api/stories/cover/:id",
    caller: "visitor",
    ok: (w) => ({ path: `/api/stories/cover/${w.story.id}` }),
    withId: (id) => `/api/stories/cover/${id}`,
  },
  {
    route: "GET /api/stories/:id/summary",
    caller: "visitor",
    ok: (w) => ({ path: `/api/stories/${w.story.id}/summary` }),
    withId: (id) => `/api/stories/${id}/summary`,
  },
  {
    route: "GET /api/stories/:id/status",
    caller: "owner",
    ok: (w) => ({ path: `/api/stories/${w.story.id}/status` }),
    withId: (id) => `/api/stories/${id}/status`,
  },
  {
    route: "GET /api/stories/:id/pdf-url",
    caller: "owner",
    ok: (w) => ({ path: `/api/stories/${w.story.id}/pdf-url` }),
    withId: (id) => `/api/stories/${id}/pdf-url`,
  },
  {
    route: "GET /api/stories/:id/live",
    caller: "visitor",
    ok: (w) => ({ path: `/api/stories/${w.story.id}/live?ticket=not-a-ticket`, headers: { Upgrade: "websocket" } }),
    withId: (id) => `/api/stories/${id}/live`,
    bad: (w) => [
      { name: "no upgrade header", headers: { Upgrade: "" } },
      { name: "upgrade to something else", headers: { Upgrade: "h2c" } },
      { name: "no ticket", path: `/api/stories/${w.story.id}/live` },
      { name: "ticket: empty", path: `/api/stories/${w.story.id}/live?ticket=` },
      { name: "ticket: repeated", path: `/api/stories/${w.story.id}/live?ticket=a&ticket=b` },
      ...Object.entries(HOSTILE_STRINGS).map(([name, value]) => ({
        name: `ticket: ${name}`,
        path: `/api/stories/${w.story.id}/live?ticket=${queryValue(value)}`,
      })),
      { name: "ticket: the reset token", path: `/api/stories/${w.story.id}/live?ticket=${w.resetToken}` },
    ],
    control: async (w) => ({
      path: `/api/stories/${w.story.id}/live?ticket=${await issueLiveTicket(db(env), w.owner.id, w.story.id)}`,
      headers: { Upgrade: "websocket" },
    }),
  },
  {
    route: "POST /api/stories/:id/live-ticket",
    caller: "owner",
    ok: (w) => ({ path: `/api/stories/${w.story.id}/live-ticket` }),
    withId: (id) => `/api/stories/${id}/live-ticket`,
  },
  {
    route: "GET /api/stories/:idOrSlug",
    caller: "visitor",
    ok: (w) => ({ path: `/api/stories/${w.story.id}` }),
    withId: (id) => `/api/stories/${id}`,
  },
  {
    route: "GET /api/stories/:id/feedbacks",
    caller: "owner",
    ok: (w) => ({ path: `/api/stories/${w.story.id}/feedbacks?page=1&limit=5` }),
    withId: (id) => `/api/stories/${id}/feedbacks`,
    bad: (w) => [
      ...badPages(`/api/stories/${w.story.id}/feedbacks`),
      { name: "page=0", path: `/api/stories/${w.story.id}/feedbacks?page=0` },
      ...["abc", "0", "-5", "1e309", "2.5"].map((value) => ({
        name: `limit=${value}`,
        path: `/api/stories/${w.story.id}/feedbacks?limit=${value}`,
      })),
    ],
  },
  {
    route: "POST /api/stories/:id/react",
    caller: "user",
    json: true,
    ok: (w) => ({ path: `/api/stories/${w.story.id}/react`, body: { reaction: "like" } }),
    withId: (id) => `/api/stories/${id}/react`,
    bad: () => [
      { name: "nothing", body: {} },
      ...wrongTypes({}, "reaction"),
      ...hostile({}, "reaction"),
      { name: "reaction: unknown", body: { reaction: "love" } },
    ],
  },
  {
    route: "POST /api/stories/:id/feedbacks",
    caller: "user",
    json: true,
    ok: (w) => ({ path: `/api/stories/${w.story.id}/feedbacks`, body: { feedbackText: "Lovely!" } }),
    withId: (id) => `/api/stories/${id}/feedbacks`,
    bad: () => [
      { name: "nothing", body: {} },
      ...wrongTypes({}, "feedbackText"),
      { name: "feedbackText: blank", body: { feedbackText: " \n\t " } },
      { name: "feedbackText: over-long", body: { feedbackText: "a".repeat(501) } },
      { name: "feedbackText: NUL", body: { feedbackText: "Lovely\u0000!" } },
      { name: "feedbackText: RTL override", body: { feedbackText: "Lovely \u202E!" } },
      { name: "feedbackText: lone surrogate", body: { feedbackText: "Lovely \uD800!" } },
    ],
  },
  {
    route: "POST /api/stories/:id/report",
    caller: "user",
    json: true,
    ok: (w) => ({ path: `/api/stories/${w.story.id}/report`, body: { reason: "other", text: "Too scary" } }),
    withId: (id) => `/api/stories/${id}/report`,
    bad: () => {
      const base = { reason: "other", text: "Too scary" };
      return [
        { name: "nothing", body: {} },
        without(base, "reason"),
        ...wrongTypes(base, "reason"),
        ...hostile(base, "reason"),
        { name: "reason: unknown", body: { ...base, reason: "boring" } },
        { name: "reason: prototype key", body: { ...base, reason: "__proto__" } },
        ...wrongTypes(base, "text"),
        { name: "text: over-long", body: { ...base, text: "a".repeat(501) } },
        { name: "text: NUL", body: { ...base, text: "Too\u0000scary" } },
        { name: "text: control characters", body: { ...base, text: "Too\u0007\u001bscary" } },
        { name: "text: RTL override", body: { ...base, text: "Too \u202Escary" } },
        { name: "text: lone surrogate", body: { ...base, text: "Too \uD800scary" } },
      ];
    },
  },
  {
    route: "GET /api/admin/review",
    caller: "admin",
    ok: () => ({ path: "/api/admin/review" }),
    bad: () => [{ name: "token: garbage", headers: { Authorization: "Bearer not-a-token" } }],
  },
  {
    route: "POST /api/admin/review/:storyId",
    caller: "admin",
    json: true,
    ok: (w) => ({ path: `/api/admin/review/${w.story.id}`, body: { decision: "approve" } }),
    withId: (id) => `/api/admin/review/${id}`,
    bad: () => [
      { name: "nothing", body: {} },
      ...wrongTypes({}, "decision"),
      ...hostile({}, "decision"),
      { name: "decision: unknown", body: { decision: "keep" } },
      { name: "decision: upper case", body: { decision: "APPROVE" } },
    ],
  },
  {
    route: "PUT /api/stories/public/:id",
    caller: "owner",
    ok: (w) => ({ path: `/api/stories/public/${w.story.id}` }),
    withId: (id) => `/api/stories/public/${id}`,
  },
  {
    route: "DELETE /api/stories/:id",
    caller: "owner",
    ok: (w) => ({ path: `/api/stories/${w.story.id}` }),
    withId: (id) => `/api/stories/${id}`,
  },
  {
    route: "POST /api/stories/generate-story",
    caller: "user",
    json: true,
    ok: () => ({ path: "/api/stories/generate-story", body: { storyInputs: ["a kite"] } }),
    settle: async (response) => {
      const { story } = await body<{ story: { _id: string } }>(response);
      await waitForStatus(story._id, ["CompletelyGenerated", "PartiallyGenerated"]);
    },
    bad: (w) => [
      { name: "nothing", body: {} },
      ...wrongTypes({}, "storyInputs", "array"),
      { name: "profileId: number", body: { storyInputs: ["a kite"], profileId: 42 } },
      { name: "profileId: unknown", body: { storyInputs: ["a kite"], profileId: "ffffffffffffffffffffffff" } },
      { name: "profileId: another user's profile", body: { storyInputs: ["a kite"], profileId: w.profileId } },
      { name: "storyInputs: numbers", body: { storyInputs: [1, 2] } },
      { name: "storyInputs: null item", body: { storyInputs: [null] } },
      { name: "storyInputs: nested", body: { storyInputs: [["a kite"]] } },
      { name: "storyInputs: empty", body: { storyInputs: [] } },
      { name: "storyInputs: blank", body: { storyInputs: ["   ", "\t"] } },
      { name: "storyInputs: 11 ideas", body: { storyInputs: Array.from({ length: 11 }, (_, i) => `idea ${i}`) } },
      { name: "storyInputs: 101 items", body: { storyInputs: Array.from({ length: 101 }, () => "x") } },
      { name: "storyInputs: 101 characters", body: { storyInputs: ["a".repeat(101)] } },
      { name: "storyInputs: 1001 characters", body: { storyInputs: ["a".repeat(1001)] } },
      { name: "storyInputs: NUL", body: { storyInputs: ["a\u0000kite"] } },
      { name: "storyInputs: RTL override", body: { storyInputs: ["a \u202Ekite"] } },
      { name: "storyInputs: lone surrogate", body: { storyInputs: ["a kite \uD83D"] } },
    ],
  },

  {
    route: "PUT /api/configs",
    caller: "admin",
    json: true,
    ok: () => ({ path: "/api/configs", body: { key: "contactEmail", value: "hello@example.com" } }),
    bad: () => configBodies(),
  },
  {
    route: "POST /api/configs",
    caller: "admin",
    json: true,
    ok: () => ({ path: "/api/configs", body: { key: "newKey", value: { on: true } } }),
    bad: () => configBodies(),
  },
  { route: "POST /api/configs/init", caller: "admin", ok: () => ({ path: "/api/configs/init" }) },
  {
    route: "GET /api/configs/audit",
    caller: "admin",
    ok: () => ({ path: "/api/configs/audit" }),
    bad: () => badPages("/api/configs/audit"),
  },
  {
    route: "POST /api/configs/moderationLists/check",
    caller: "admin",
    json: true,
    ok: () => ({ path: "/api/configs/moderationLists/check", body: { value: DEFAULT_CONFIG.moderationLists } }),
    bad: () => [
      { name: "nothing", body: {} },
      { name: "value: null", body: { value: null } },
      ...wrongTypes({}, "value", "array"),
      { name: "value: a list that is not a list", body: { value: { ...DEFAULT_CONFIG.moderationLists, en: { violence: "kill" } } } },
      { name: "value: a one-letter term", body: { value: { ...DEFAULT_CONFIG.moderationLists, en: { violence: ["a"] } } } },
      { name: "value: nested 1 875 deep", raw: `{"value":${"[".repeat(1875)}${"]".repeat(1875)}}` },
    ],
  },
  {
    route: "DELETE /api/configs/:key",
    caller: "admin",
    ok: () => ({ path: "/api/configs/contactEmail" }),
    withId: (key) => `/api/configs/${key}`,
    bad: () => [{ name: "key: never stored, no default", path: "/api/configs/neverStored" }],
  },

  { route: "POST /api/dev/seed", caller: "visitor", ok: () => ({ path: "/api/dev/seed" }) },
  {
    route: "POST /api/dev/bulk-stories",
    caller: "visitor",
    json: true,
    ok: () => ({ path: "/api/dev/bulk-stories", body: { count: 1, owners: 1 } }),
    bad: () => [
      { name: "nothing", body: {} },
      ...wrongTypes({}, "count", "number"),
      { name: "count: -1", body: { count: -1 } },
      { name: "count: 1e309", raw: '{"count": 1e309}' },
      { name: "count: 1.5", body: { count: 1.5 } },
      { name: "count: 100001", body: { count: 100_001 } },
      { name: "owners: 0", body: { count: 1, owners: 0 } },
      ...hostile({ count: 1 }, "language"),
    ],
  },
  {
    route: "POST /api/dev/stories/:id/copy",
    caller: "user",
    ok: (w) => ({ path: `/api/dev/stories/${w.story.id}/copy` }),
    withId: (id) => `/api/dev/stories/${id}/copy`,
    bad: (w) => [{ name: "narration: loud", path: `/api/dev/stories/${w.story.id}/copy?narration=loud` }],
  },
  {
    route: "GET /api/dev/outbox",
    caller: "visitor",
    ok: () => ({ path: "/api/dev/outbox?to=a%40example.com" }),
    bad: () => [
      { name: "to: missing", path: "/api/dev/outbox" },
      { name: "to: blank", path: "/api/dev/outbox?to=%20" },
    ],
  },

  {
    route: "POST /api/subscription/create-subscription",
    caller: "user",
    json: true,
    ok: () => ({ path: "/api/subscription/create-subscription", body: { subscriptionLevel: "basic" } }),
    bad: (w) => [
      { name: "nothing", body: {} },
      ...wrongTypes({}, "subscriptionLevel"),
      ...hostile({}, "subscriptionLevel"),
      { name: "subscriptionLevel: free", body: { subscriptionLevel: "free" } },
      { name: "userId: someone else", body: { subscriptionLevel: "basic", userId: w.owner.id } },
      { name: "userId: SQL", body: { subscriptionLevel: "basic", userId: "' OR 1=1 --" } },
      { name: "userId: over-long", body: { subscriptionLevel: "basic", userId: "a".repeat(100) } },
    ],
  },
  {
    route: "POST /api/subscription/update-subscription",
    caller: "owner",
    json: true,
    ok: () => ({ path: "/api/subscription/update-subscription", body: { subscriptionLevel: "premium" } }),
    control: async () => null,
    bad: () => [
      { name: "nothing", body: {} },
      ...wrongTypes({}, "subscriptionLevel"),
      ...hostile({}, "subscriptionLevel"),
      { name: "subscriptionLevel: free", body: { subscriptionLevel: "free" } },
    ],
  },
  {
    route: "POST /api/subscription/sandbox/confirm",
    caller: "owner",
    json: true,
    ok: (w) => ({ path: "/api/subscription/sandbox/confirm", body: { clientSecret: w.clientSecret, ...GOOD_CARD } }),
    bad: (w) => {
      const base = { clientSecret: w.clientSecret, ...GOOD_CARD };
      return [
        { name: "nothing", body: {} },
        ...["clientSecret", "cardNumber", "expiry", "cvc"].map((field) => without(base, field)),
        ...wrongTypes(base, "clientSecret"),
        ...wrongTypes(base, "cardNumber"),
        ...hostile({ ...GOOD_CARD }, "clientSecret"),
        { name: "clientSecret: over-long", body: { ...base, clientSecret: "a".repeat(300) } },
        { name: "cardNumber: over-long", body: { ...base, cardNumber: "4".repeat(50) } },
      ];
    },
  },
  {
    route: "POST /api/subscription/portal-session",
    caller: "owner",
    ok: () => ({ path: "/api/subscription/portal-session" }),
  },
  {
    route: "GET /api/subscription/sandbox/portal/:session",
    caller: "owner",
    ok: (w) => ({ path: w.portal }),
    withId: (id) => `/api/subscription/sandbox/portal/${id}`,
  },
  {
    route: "POST /api/subscription/sandbox/portal/:session/card",
    caller: "owner",
    json: true,
    ok: (w) => ({ path: `${w.portal}/card`, body: GOOD_CARD }),
    withId: (id) => `/api/subscription/sandbox/portal/${id}/card`,
    bad: () => [
      { name: "nothing", body: {} },
      ...["cardNumber", "expiry", "cvc"].map((field) => without(GOOD_CARD, field)),
      ...wrongTypes(GOOD_CARD, "cardNumber"),
      ...wrongTypes(GOOD_CARD, "expiry"),
      ...hostile(GOOD_CARD, "cardNumber"),
      { name: "cardNumber: over-long", body: { ...GOOD_CARD, cardNumber: "4".repeat(50) } },
    ],
    control: async (w) => ({ path: `${await paidUp(w)}/card`, body: GOOD_CARD }),
  },
  {
    route: "POST /api/subscription/sandbox/portal/:session/cancel",
    caller: "owner",
    ok: (w) => ({ path: `${w.portal}/cancel` }),
    withId: (id) => `/api/subscription/sandbox/portal/${id}/cancel`,
    control: async (w) => ({ path: `${await paidUp(w)}/cancel` }),
  },
  {
    route: "POST /api/subscription/sandbox/portal/:session/renew",
    caller: "owner",
    ok: (w) => ({ path: `${w.portal}/renew` }),
    withId: (id) => `/api/subscription/sandbox/portal/${id}/renew`,
    control: async (w) => ({ path: `${await paidUp(w)}/renew` }),
  },
  {
    route: "POST /api/subscription/webhook",
    caller: "visitor",
    ok: () => ({ path: "/api/subscription/webhook" }),
    control: async () => {
      const payload = JSON.stringify({ id: `evt_${newId()}`, object: "event", type: "customer.created", data: { object: {} } });
      const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
        payload,
        secret: await new SandboxBilling(env).webhookSecret(),
        cryptoProvider: Stripe.createSubtleCryptoProvider(),
      });
      return { path: "/api/subscription/webhook", body: JSON.parse(payload), headers: { "Stripe-Signature": signature } };
    },
    bad: () => {
      const event = JSON.stringify({ id: "evt_bad", type: "invoice.paid", data: { object: { object: "invoice" } } });
      const now = Math.floor(Date.now() / 1000);
      return [
        { name: "no signature", raw: event },
        { name: "signature: garbage", raw: event, headers: { "Stripe-Signature": "garbage" } },
        { name: "signature: wrong", raw: event, headers: { "Stripe-Signature": `t=${now},v1=${"0".repeat(64)}` } },
        { name: "signature: old", raw: event, headers: { "Stripe-Signature": `t=1,v1=${"0".repeat(64)}` } },
        { name: "signature: SQL", raw: event, headers: { "Stripe-Signature": "t=' OR 1=1 --,v1=x" } },
        { name: "malformed JSON, unsigned", raw: "{ not json", headers: { "Stripe-Signature": `t=${now},v1=00` } },
      ];
    },
  },
  {
    route: "POST /api/subscription/cancel-subscription",
    caller: "owner",
    ok: () => ({ path: "/api/subscription/cancel-subscription" }),
    control: async () => null,
  },
  {
    route: "POST /api/subscription/cancel-payment",
    caller: "owner",
    ok: () => ({ path: "/api/subscription/cancel-payment" }),
    control: async () => null,
  },
  {
    route: "POST /api/subscription/reactivate-subscription",
    caller: "owner",
    ok: () => ({ path: "/api/subscription/reactivate-subscription" }),
    control: async () => null,
  },

  {
    route: "GET /media/*",
    caller: "visitor",
    ok: (w) => ({ path: `/media/stories/${w.story.id}/cover.png` }),
    withId: (id) => `/media/stories/${id}`,
    bad: (w): Bad[] => [
      { name: "traversal to a PDF", path: `/media/stories/x/..%2F..%2Fstories%2F${w.story.id}%2Fbook.pdf` },
      { name: "upper case", path: `/media/STORIES/${w.story.id}/cover.png` },
      { name: "encoded slash", path: `/media/stories%2F${w.story.id}%2Fcover.png%2F..%2F..%2Fx` },
      { name: "leading dot", path: "/media/.hidden" },
      { name: "NUL", path: `/media/stories/${w.story.id}/cover.png%00.txt` },
      { name: "lone surrogate", path: "/media/%ED%A0%80" },
      { name: "broken escape", path: "/media/%E0%A4%A" },
      { name: "bare percent", path: "/media/%" },
      { name: "range past the end", headers: { Range: "bytes=999999-" }, status: 416 },
      { name: "failed If-Match", headers: { "If-Match": '"not-this-file"' }, status: 412 },
    ],
  },
  {
    route: "GET /media/pdf/:id",
    caller: "visitor",
    ok: (w) => ({ path: pdfDownloadPath(w.story.id) }),
    control: async (w) => ({ path: await signPath(env, pdfDownloadPath(w.story.id)) }),
    withId: (id) => `/media/pdf/${id}`,
    bad: (w) => {
      const base = pdfDownloadPath(w.story.id);
      return [
        { name: "no signature", path: base },
        ...["abc", "-1", "1e309", "99999999999999", "%00"].map((value) => ({
          name: `expires=${value}`,
          path: `${base}?expires=${value}&signature=abc`,
        })),
        { name: "signature: SQL", path: `${base}?expires=9999999999&signature=${encodeURIComponent("' OR 1=1 --")}` },
        { name: "signature: over-long", path: `${base}?expires=9999999999&signature=${"a".repeat(5000)}` },
      ];
    },
  },
  {
    route: "GET /story/*",
    caller: "visitor",
    ok: (w) => ({ path: `/story/${w.story.slug}`, env: WITH_SHELL }),
    withId: (id) => `/story/${id}`,
  },
];

function profileBodies(): Bad[] {
  const base = { name: "Léo" };
  return [
    { name: "nothing", body: {} },
    ...wrongTypes(base, "name"),
    { name: "name: blank", body: { name: "  " } },
    { name: "name: over-long", body: { name: "a".repeat(101) } },
    { name: "name: NUL", body: { name: "L\u0000éo" } },
    { name: "name: RTL override", body: { name: "L\u202Eéo" } },
    { name: "name: lone surrogate", body: { name: "Léo\uDBFF" } },
    ...hostile(base, "gender"),
    ...hostile(base, "dateOfBirth"),
    { name: "dateOfBirth: in the future", body: { ...base, dateOfBirth: "2999-01-01" } },
  ];
}

function configBodies(): Bad[] {
  return [
    { name: "value: nested 1 875 deep", raw: `{"key":"contactEmail","value":${"[".repeat(1875)}${"]".repeat(1875)}}` },
    { name: "weeklyLimits: free 0", body: { key: "weeklyLimits", value: { free: 0, basic: 5, premium: 10 } } },
    { name: "moderationLists: empty", body: { key: "moderationLists", value: { en: {}, fr: {}, combinations: [], safe: [] } } },
    { name: "nothing", body: {} },
    { name: "value: missing", body: { key: "contactEmail" } },
    { name: "value: over 60 KB", body: { key: "contactEmail", value: "x".repeat(62_000) } },
    ...wrongTypes({ value: 1 }, "key"),
    ...hostile({ value: 1 }, "key"),
    { name: "key: blank", body: { key: "  ", value: 1 } },
    { name: "key: over-long", body: { key: "k".repeat(101), value: 1 } },
  ];
}

/** A recorded chapter's form: the audio part (bytes and declared type) and the levels (sent as given, or as JSON). */
function take(audio: Uint8Array | string, type = "audio/webm", levels: unknown = [0, 0.4, 0.5, 0.1]): () => FormData {
  return () => {
    const form = new FormData();
    form.set("audio", new Blob([audio], { type }), "take.webm");
    form.set("levels", typeof levels === "string" ? levels : JSON.stringify(levels));
    return form;
  };
}

/** The family recordings API (shared/recordings.ts): names, the reader's fields, and uploads judged by their bytes. */
function recordingTargets(): Target[] {
  const readers = (w: World) => `/api/stories/${w.story.id}/readers`;
  const reader = (w: World) => `${readers(w)}/${w.readerId}`;
  const goodTake = take(webm({ frames: opusFrames(2000) }));
  const nameBodies = (base: Record<string, unknown>): Bad[] => [
    ...hostile(base, "name").filter((bad) => bad.name !== "name: emoji" && !bad.name.includes("SQL") && !bad.name.includes("path traversal")),
    ...wrongTypes(base, "name"),
    { name: "name: blank", body: { ...base, name: "   " } },
    { name: "name: 41 characters", body: { ...base, name: "a".repeat(41) }, message: ApiMessage.readerNameInvalid },
    { name: "name: two lines", body: { ...base, name: "Grand\nma" } },
    // Characters that show nothing: a name that looks like another, or like no name at all.
    ...Object.entries(INVISIBLE_IN_NAMES).map(([what, name]) => ({ name: `name: ${what}`, body: { ...base, name }, message: ApiMessage.readerNameInvalid })),
  ];
  return [
    {
      route: "GET /api/stories/:storyId/readers",
      caller: "owner",
      ok: (w) => ({ path: readers(w) }),
      withId: (id) => `/api/stories/${id}/readers`,
    },
    {
      route: "POST /api/stories/:storyId/readers",
      caller: "owner",
      json: true,
      ok: (w) => ({ path: readers(w), body: { name: "Grandpa" } }),
      withId: (id) => `/api/stories/${id}/readers`,
      bad: () => [...nameBodies({ name: "Grandpa" }), without({ name: "Grandpa" }, "name")],
    },
    {
      route: "PATCH /api/stories/:storyId/readers/:readerId",
      caller: "owner",
      json: true,
      ok: (w) => ({ path: reader(w), body: { name: "Mamie", shared: true } }),
      withId: (id) => `/api/stories/${id}/readers/${newId()}`,
      bad: (w) => [
        ...nameBodies({ shared: true }),
        ...wrongTypes({ name: "Mamie" }, "shared").filter((bad) => bad.name !== "shared: boolean"),
        { name: "shared: string", body: { shared: "true" } },
        { name: "unknown field", body: { name: "Mamie", storyId: newId() } },
        { name: "another reader's id", path: `${readers(w)}/${newId()}` },
      ],
    },
    {
      route: "DELETE /api/stories/:storyId/readers/:readerId",
      caller: "owner",
      ok: (w) => ({ path: reader(w) }),
      withId: (id) => `/api/stories/${id}/readers/${id}`,
    },
    {
      route: "PUT /api/stories/:storyId/readers/:readerId/chapters/:chapter",
      caller: "owner",
      ok: (w) => ({ path: `${reader(w)}/chapters/3`, form: goodTake }),
      withId: (id) => `/api/stories/${id}/readers/${id}/chapters/1`,
      oversized: { name: "a 30 MB take", form: take(new Uint8Array(30 * ONE_MB)), status: 413, message: ApiMessage.recordingTooLarge },
      bad: (w) => [
        { name: "a text file renamed, typed audio/webm", form: take("Dear Grandma, this is not a recording.\n"), status: 415, message: ApiMessage.notAudio },
        { name: "a six-minute WebM", form: take(webm({ frames: [0, 20, 360_000] })), status: 400, message: ApiMessage.recordingTooLong },
        { name: "a six-minute Ogg", form: take(oggOpus(360_000), "audio/ogg"), status: 400, message: ApiMessage.recordingTooLong },
        // Negative granules would time it at 0 s, under every limit.
        { name: "a six-minute Ogg with negative granules", form: take(oggOpus(360_000, (real) => -real), "audio/ogg"), status: 415, message: ApiMessage.notAudio },
        { name: "an MP4 with only video", form: take(mp4({ durationMs: 1000, handler: "vide" }), "audio/mp4"), status: 415 },
        { name: "a truncated WebM", form: take(webm({ frames: opusFrames(2000) }).subarray(0, 300)), status: 415 },
        {
          name: "audio as a text field",
          form: () => {
            const form = new FormData();
            form.set("audio", "UklGRg==");
            form.set("levels", "[]");
            return form;
          },
          status: 415,
        },
        { name: "JSON instead of a form", body: { audio: "UklGRg==" }, status: 415 },
        ...["0", "6", "x", "1.5", "-1", "01"].map((chapter) => ({
          name: `chapter ${chapter}`,
          path: `${reader(w)}/chapters/${chapter}`,
          form: goodTake,
          status: 400,
          message: ApiMessage.invalidChapter,
        })),
        ...Object.entries({
          "not JSON": "[0.1, oops",
          "above 1": [0.2, 1.5],
          negative: [-0.1],
          strings: ["0.5"],
          object: { level: 0.5 },
          "too many": new Array(20_000).fill(0.1),
        }).map(([name, levels]) => ({
          name: `levels: ${name}`,
          form: take(webm({ frames: opusFrames(2000) }), "audio/webm", levels),
          status: 400,
          message: ApiMessage.invalidLevels,
        })),
        { name: "another reader's id", path: `${readers(w)}/${newId()}/chapters/1`, form: goodTake, status: 404 },
      ],
    },
  ];
}

/** Every route the table leaves out, and why: nothing in them comes from the caller. */
const TAKES_NO_INPUT: Record<string, string> = {
  "GET /api/health": "no parameters",
  "GET /api/app-config": "no parameters",
  "GET /api/configs": "no parameters",
  "GET /api/dev/seed": "no parameters (development only)",
  "GET /api/users/login": "only the token (sessions-security.test.ts)",
  "GET /api/users/user-details": "only the token (sessions-security.test.ts)",
  "GET /api/users/profiles": "only the token",
  "GET /api/users/export": "only the token",
  "GET /api/subscription/user-subscription": "only the token",
  "GET /": "no parameters: the language comes from the cookie or Accept-Language (first-data.test.ts)",
  "GET /browse-stories": "no parameters: the same page as / (first-data.test.ts)",
  "GET /*": "no parameters: the SPA's other pages, as the static assets answer them (web-analytics.test.ts)",
};

let knownHash: Promise<string> | undefined;

async function makeWorld(): Promise<World> {
  const owner = await createUser({ name: "Owner" });
  const user = await createUser({ name: "User" });
  const admin = await createUser({ name: "Admin", role: "admin" });
  knownHash ??= hashPassword(env, PASSWORD);
  await env.DB.prepare("UPDATE users SET password_hash = ?").bind(await knownHash).run();
  const story = await createStory(owner.id, {
    isPublic: true,
    narrative: Object.fromEntries(CHAPTERS.map((chapter) => [chapter, `The ${chapter} line.`])),
  });
  const profileId = newId();
  await db(env).insert(profiles).values({ id: profileId, userId: owner.id, name: "Little one" });
  const resetToken = await issueEmailToken(db(env), { userId: owner.id, purpose: "reset", email: emailOf(owner) });
  await env.MEDIA.put(`stories/${story.id}/cover.png`, new Uint8Array([1]));
  await env.MEDIA.put(`stories/${story.id}/book.pdf`, new Uint8Array([2]));
  const created = await call("/api/subscription/create-subscription", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...owner.auth },
    body: JSON.stringify({ subscriptionLevel: "basic" }),
  });
  expect(created.status).toBe(200);
  const { clientSecret } = await body<{ clientSecret: string }>(created);
  const readerId = newId();
  await env.DB.prepare("INSERT INTO story_readers (id, story_id, name) VALUES (?, ?, ?)").bind(readerId, story.id, "Grandma").run();
  const portalSession = await call("/api/subscription/portal-session", { method: "POST", headers: owner.auth });
  expect(portalSession.status).toBe(200);
  const portal = `/api/subscription/sandbox/portal/${new URL((await body<{ url: string }>(portalSession)).url).pathname.split("/").at(-1)}`;
  return { owner, user, admin, story, profileId, resetToken, clientSecret, readerId, portal };
}

/** Pays the owner's sandbox invoice (the portal manages paid-up plans only): the portal's path. */
async function paidUp(w: World): Promise<string> {
  const paid = await call("/api/subscription/sandbox/confirm", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...w.owner.auth },
    body: JSON.stringify({ clientSecret: w.clientSecret, ...GOOD_CARD }),
  });
  expect(paid.status).toBe(200);
  return w.portal;
}

const methodOf = (target: Target) => target.route.split(" ")[0]!;

async function send(target: Target, w: World, req: Req, bad?: Bad): Promise<Response> {
  const method = methodOf(target);
  const headers: Record<string, string> = { ...fromIp(), ...req.headers };
  if (target.caller !== "visitor") Object.assign(headers, w[target.caller].auth);
  let payload: string | FormData | undefined;
  if (bad?.raw !== undefined) payload = bad.raw;
  else if (bad?.body !== undefined) payload = JSON.stringify(bad.body);
  else if (bad?.form) payload = bad.form();
  else if (req.form) payload = req.form();
  else if (req.body !== undefined) payload = JSON.stringify(req.body);
  if (typeof payload === "string") headers["Content-Type"] = "application/json";
  Object.assign(headers, bad?.headers);
  const init: RequestInit = { method, headers, body: method === "GET" ? undefined : payload, redirect: "manual" };
  const path = bad?.path ?? req.path;
  return req.env ? app.request(path, init, { ...env, ...req.env }) : call(path, init);
}

/**
 * A bad id that climbs out of the API, media and story addresses (`../../users`) is resolved by the URL
 * to a page address, which the Worker answers to a GET with the SPA shell like any other page (GET /*).
 */
function leavesTheApi(path: string): boolean {
  return !/^\/(api|media|story)(\/|$)/.test(new URL(path, "http://localhost").pathname);
}

/**
 * A GET whose path leaves the API gets a page: the SPA's (200, HTML), or, before `npm run build` has
 * made one (a fresh checkout's unit run), whatever the static assets answer for that path.
 */
async function isPageAnswer(response: Response, path: string): Promise<boolean> {
  if (response.status === 200 && response.headers.get("Content-Type")?.startsWith("text/html")) return true;
  const assets = await env.ASSETS.fetch(new URL(path, "http://localhost").toString());
  await assets.body?.cancel();
  return response.status === assets.status && response.headers.get("Content-Type") === assets.headers.get("Content-Type");
}

/** What is wrong with the answer to a bad request, or null. */
function checkRefusal(bad: Bad, response: Response, text: string, isPage: boolean): string | null {
  if (bad.status !== undefined && response.status !== bad.status) return `expected ${bad.status}`;
  if (response.status < 400 || response.status > 499) return "expected a 4xx";
  // The /story/* pages answer with the SPA (HTML); everything else with the API's JSON error.
  if (isPage) return null;
  if (!response.headers.get("Content-Type")?.startsWith("application/json")) return "not JSON";
  let message: unknown;
  try {
    message = (JSON.parse(text) as { message?: unknown }).message;
  } catch {
    return "unparsable JSON";
  }
  if (typeof message !== "string" || message === "") return "no message";
  if (bad.message !== undefined && message !== bad.message) return `expected "${bad.message}"`;
  if (bad.message === undefined && bad.status === 413 && message !== ApiMessage.bodyTooLarge) return `expected "${ApiMessage.bodyTooLarge}"`;
  return null;
}

function describeAnswer(response: Response, text: string): string {
  return `${response.status} ${response.headers.get("Content-Type") ?? "(no type)"} ${text.slice(0, 120)}`;
}

const routeTable = [...new Set(app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`))];

describe("bad input on every endpoint", () => {
  it("covers every route in the route table", () => {
    const listed = [...TARGETS.map((t) => t.route), ...Object.keys(TAKES_NO_INPUT)];
    expect(routeTable.filter((route) => !listed.includes(route))).toEqual([]);
    expect(listed.filter((route) => !routeTable.includes(route))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it.each(TARGETS.map((target) => [target.route, target] as const))("%s", async (_route, target) => {
    const w = await makeWorld();
    const base = target.ok(w);
    const bads: Bad[] = [...(target.bad?.(w) ?? [])];
    if (target.withId) {
      for (const [name, id] of Object.entries(BAD_IDS)) bads.push({ name: `id: ${name}`, path: target.withId(id) });
    }
    if (methodOf(target) !== "GET") bads.push(target.oversized ?? oversized());
    if (target.json) bads.push(...genericJsonAttacks(base));
    expect(bads.length).toBeGreaterThan(0);

    const failures: string[] = [];
    // Each refusal is compared with the state just before it, so one wrongly accepted request is reported alone.
    let before = await snapshotDb();
    for (const bad of bads) {
      const response = await send(target, w, base, bad);
      const text = await response.text();
      const answer = describeAnswer(response, text);
      const problem =
        methodOf(target) === "GET" && bad.path && leavesTheApi(bad.path)
          ? (await isPageAnswer(response, bad.path)) ? null : "expected a page: the SPA's, or the static assets' answer"
          : checkRefusal(bad, response, text, (bad.path ?? base.path).startsWith("/story/"));
      if (problem) failures.push(`${bad.name}: ${problem}: ${answer}`);
      const after = await snapshotDb();
      const changed = Object.keys(after).filter((table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]));
      if (changed.length > 0) failures.push(`${bad.name}: changed ${changed.join(", ")} (answered ${answer})`);
      before = after;
    }
    expect(failures).toEqual([]);

    // The control: the same endpoint, same caller, valid input, is accepted.
    const control = target.control ? await target.control(w) : base;
    if (control) {
      const response = await send(target, w, control);
      expect(response.status, `control: ${response.status} ${response.headers.get("Content-Type")}`).toBeLessThan(400);
      if (response.webSocket) {
        response.webSocket.accept();
        response.webSocket.close(1000);
      }
      await target.settle?.(response);
      if (!response.bodyUsed) await response.arrayBuffer();
    }
  });
});

describe("the database snapshot", () => {
  it("notices a changed row even when no count changes", async () => {
    const user = await createUser();
    const before = await snapshotDb();
    expect(Object.keys(before)).toEqual(expect.arrayContaining(["users", "stories", "sessions", "feedbacks", "configs"]));
    await env.DB.prepare("UPDATE users SET name = 'Changed' WHERE id = ?").bind(user.id).run();
    const after = await snapshotDb();
    expect(after.users!.rows).toBe(before.users!.rows);
    expect(after.users!.checksum).not.toBe(before.users!.checksum);
    expect({ ...after, users: before.users }).toEqual(before);
  });
});

describe("text that looks hostile but is valid", () => {
  it("is stored verbatim: SQL-looking strings are data, and any script or emoji is welcome", async () => {
    const owner = await createUser();
    const reader = await createUser();
    const story = await createStory(owner.id, { isPublic: true });
    const name = "Robert'); DROP TABLE users; -- 🐉";
    const feedbackText = "' OR 1=1 --\nمرحبا, שלום, 你好 👋";
    const headers = (user: TestUser) => ({ ...user.auth, "Content-Type": "application/json" });

    const renamed = await call("/api/users/user-details", { method: "PUT", headers: headers(reader), body: JSON.stringify({ name }) });
    expect(renamed.status).toBe(200);
    const left = await call(`/api/stories/${story.id}/feedbacks`, {
      method: "POST",
      headers: headers(reader),
      body: JSON.stringify({ feedbackText }),
    });
    expect(left.status).toBe(201);

    const row = await env.DB.prepare(
      "SELECT u.name AS name, f.feedback_text AS text FROM feedbacks f JOIN users u ON u.id = f.user_id WHERE f.story_id = ?",
    )
      .bind(story.id)
      .first<{ name: string; text: string }>();
    expect(row).toEqual({ name, text: feedbackText });
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>())!;
    expect(n).toBe(2);
  });
});

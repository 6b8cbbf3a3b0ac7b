/**
 * The D1 schema, one table per entity of docs/product.md §3 and DESIGN "Data".
 * Ids are 24-hex strings (see ids.ts); times are integer milliseconds.
 * Each list the UI pages through has an index named for the query it serves.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CHAPTERS, GENDERS, LANGUAGES, PLANS, REACTIONS, ROLES, SUBSCRIPTION_STATUSES } from "../../shared/enums";
import { GENERATING_STATUSES } from "../../shared/story-json";
import { REPORT_REASONS } from "../../shared/safety";
import { REVIEW_REASONS, REVIEW_STATES } from "../../shared/review";
import { AGE_BANDS, DEFAULT_AGE_BAND } from "../../shared/age-bands";
import type { StoryPlan } from "../../shared/story-plan";
import { CONFIG_CHANGE_ACTIONS, type ConfigConfirmation } from "../../shared/configs";

/**
 * The values that cross the wire are defined once in shared/ (enums.ts, story-json.ts, review.ts…)
 * and stored here as text enums; they are re-exported so the Worker names them from one place.
 */
export { CHAPTERS, GENDERS, GENERATING_STATUSES, LANGUAGES, PLANS, REACTIONS, ROLES, SUBSCRIPTION_STATUSES };
export type {
  Chapter,
  Gender,
  Language,
  Plan,
  Reaction,
  Role,
  SubscriptionStatus,
} from "../../shared/enums";
export type { GeneratingStatusName as GeneratingStatus } from "../../shared/story-json";

/** Worker-only values (never in an answer). */
export const ASSET_KINDS = ["image", "audio"] as const;
export const ASSET_STATUSES = ["pending", "done", "failed"] as const;
/** "email-change-cancel" is the one-click link mailed to the old address when a change starts. */
export const EMAIL_TOKEN_PURPOSES = ["confirm", "reset", "email-change", "email-change-cancel"] as const;

export type AssetKind = (typeof ASSET_KINDS)[number];
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/** A resized WebP copy of a picture (worker/stories/picture-variants.ts), stored beside its source in R2. */
export interface PictureVariant {
  key: string;
  width: number;
  height: number;
}

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  passwordHash: text("password_hash").notNull(),
  dateOfBirth: text("date_of_birth"),
  gender: text("gender", { enum: GENDERS }).notNull().default("not communicated"),
  preferredLanguage: text("preferred_language", { enum: LANGUAGES }).notNull().default("en-US"),
  changingEmail: text("changing_email"),
  emailConfirmedAt: integer("email_confirmed_at", { mode: "timestamp_ms" }),
  role: text("role", { enum: ROLES }).notNull().default("user"),
  subscriptionLevel: text("subscription_level", { enum: PLANS }).notNull().default("free"),
  subscriptionStatus: text("subscription_status", { enum: SUBSCRIPTION_STATUSES }),
  subscriptionEndDate: integer("subscription_end_date", { mode: "timestamp_ms" }),
  stripeCustomerId: text("stripe_customer_id"),
  stripeSubscriptionId: text("stripe_subscription_id"),
  createdAt: createdAt(),
});

/** Extra child profiles under one account. */
export const profiles = sqliteTable(
  "profiles",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    dateOfBirth: text("date_of_birth"),
    gender: text("gender", { enum: GENDERS }).notNull().default("not communicated"),
    createdAt: createdAt(),
  },
  (t) => [index("profiles_by_user").on(t.userId, t.createdAt)],
);

/** Refresh-token sessions: one row per issued token, rotated on use; a family shares one sign-in. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: text("family_id").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    rotatedAt: integer("rotated_at", { mode: "timestamp_ms" }),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    /** When the family's sign-in happened; copied on rotation, it caps every successor's expiry (absolute lifetime). */
    familyStartedAt: integer("family_started_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_by_user").on(t.userId), index("sessions_by_family").on(t.familyId)],
);

/**
 * Failed sign-ins per submitted address, whether or not it has an account, so
 * known and unknown addresses get the same answers. The address is stored only
 * as a keyed hash.
 */
export const loginFailures = sqliteTable(
  "login_failures",
  {
    emailHash: text("email_hash").primaryKey(),
    failures: integer("failures").notNull().default(0),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("login_failures_by_update").on(t.updatedAt)],
);

/** Single-use, short-lived tickets that open a story's live WebSocket (no access token in a URL). */
export const liveTickets = sqliteTable(
  "live_tickets",
  {
    ticketHash: text("ticket_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storyId: text("story_id").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("live_tickets_by_expiry").on(t.expiresAt)],
);

/** One-time e-mail tokens (confirm, reset, e-mail change), stored hashed. */
export const emailTokens = sqliteTable(
  "email_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** The address the token confirms (the new one for an e-mail change). */
    email: text("email").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("email_tokens_by_user").on(t.userId, t.purpose),
    index("email_tokens_by_expiry").on(t.expiresAt),
  ],
);

export const stories = sqliteTable(
  "stories",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    language: text("language", { enum: LANGUAGES }).notNull(),
    /** The ingredients the story was made from (JSON array of strings). */
    storyInputs: text("story_inputs", { mode: "json" }).$type<string[]>().notNull(),
    /** Chapter → narrative (JSON), written once the text step has run. */
    narrative: text("narrative", { mode: "json" }).$type<Record<string, unknown>>(),
    coverKey: text("cover_key"),
    /** WebP copies of the cover, for the cards; null until made. */
    coverVariants: text("cover_variants", { mode: "json" }).$type<PictureVariant[]>(),
    isPublic: integer("is_public", { mode: "boolean" }).notNull().default(false),
    generatingStatus: text("generating_status", { enum: GENERATING_STATUSES })
      .notNull()
      .default("Initialized"),
    likes: integer("likes").notNull().default(0),
    dislikes: integer("dislikes").notNull().default(0),
    feedbackCount: integer("feedback_count").notNull().default(0),
    // Reader reports (worker/stories/reports.ts): open reports since the last review, kept equal to
    // the open story_reports rows in the same batch that changes them.
    reportCount: integer("report_count").notNull().default(0),
    /** The open reports' weight in hundredths, one reporter per address (see reports.ts). */
    reportWeight: integer("report_weight").notNull().default(0),
    /** Latest report, open or closed; null when the story was never reported. */
    reportedAt: integer("reported_at", { mode: "timestamp_ms" }),
    /**
     * Since when its open reports ask an admin to read them (the first that did); null when none does:
     * no open report, or only repeats of what an admin already kept it against (reports.ts).
     */
    reportsSince: integer("reports_since", { mode: "timestamp_ms" }),
    /** Out of every public list until an admin reviews it (enough readers, or one admin, reported it). */
    hiddenAt: integer("hidden_at", { mode: "timestamp_ms" }),
    reviewedAt: integer("reviewed_at", { mode: "timestamp_ms" }),
    /** When an admin approved it while readers had reported it: reports alone no longer hide it. */
    keptAt: integer("kept_at", { mode: "timestamp_ms" }),
    // The public library's review (worker/stories/review.ts): null until the story is made public (or
    // reported); only "approved" public stories are listed; "declined" keeps the owner from publishing it again.
    review: text("review", { enum: REVIEW_STATES }),
    reviewReason: text("review_reason", { enum: REVIEW_REASONS }),
    /** When the story last started waiting for an admin (published, or hidden by reports). */
    waitingSince: integer("waiting_since", { mode: "timestamp_ms" }),
    /** Who the story is written for: the age band sets length and words, the child's name may be the hero's. */
    ageBand: text("age_band", { enum: AGE_BANDS }).notNull().default(DEFAULT_AGE_BAND),
    heroName: text("hero_name"),
    heroGender: text("hero_gender", { enum: ["m", "f"] }),
    /** The writer's plan (characters, each chapter's picture), for the illustration steps. */
    plan: text("plan", { mode: "json" }).$type<StoryPlan>(),
    /** Times housekeeping has re-queued the story's missing parts; it stops at `maxStoryRepairs`. */
    repairCount: integer("repair_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // GET /api/stories/public?lang — newest public stories of one language.
    index("stories_public_by_language").on(t.isPublic, t.language, t.createdAt),
    // GET /api/stories/my-stories and the weekly limit (stories since Monday).
    index("stories_by_owner").on(t.userId, t.createdAt),
    // Housekeeping: stories stuck in generation or partially generated.
    index("stories_by_status").on(t.generatingStatus, t.createdAt),
    // GET /api/admin/review: stories waiting for an admin (few rows, partial index)...
    index("stories_waiting_review")
      .on(t.waitingSince)
      .where(sql`review = 'waiting'`),
    // ... and stories whose open reports are to be read (a private story can be reported too), heaviest first.
    index("stories_reports_to_read")
      .on(sql`report_weight desc`, t.reportsSince)
      .where(sql`reports_since is not null`),
  ],
);

/**
 * Every story created, kept when the story is deleted: the weekly limit counts
 * these, so deleting a story does not give its slot back.
 */
export const storyCreations = sqliteTable(
  "story_creations",
  {
    storyId: text("story_id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  // The weekly limit: a user's creations since Monday.
  (t) => [index("story_creations_by_user").on(t.userId, t.createdAt)],
);

/**
 * Workers AI neurons spent per UTC day, counted from each story's estimate when it is created: the
 * daily budget (config aiDailyNeuronBudget) is checked and taken in one statement.
 */
export const aiDailyNeurons = sqliteTable("ai_daily_neurons", {
  /** The UTC day, YYYY-MM-DD. */
  day: text("day").primaryKey(),
  neurons: integer("neurons").notNull(),
});

/** One row per chapter (or the cover) and media kind, tracking its generation. */
export const storyAssets = sqliteTable(
  "story_assets",
  {
    storyId: text("story_id")
      .notNull()
      .references(() => stories.id, { onDelete: "cascade" }),
    /** A chapter name, or "cover". */
    chapter: text("chapter").notNull(),
    kind: text("kind", { enum: ASSET_KINDS }).notNull(),
    status: text("status", { enum: ASSET_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    r2Key: text("r2_key"),
    contentType: text("content_type"),
    /** A narration's word timings (a JSON array of WordTiming in R2 beside the audio); null until timed. */
    timingsKey: text("timings_key"),
    /** WebP copies of a finished picture; null until made (housekeeping makes those missing). */
    variants: text("variants", { mode: "json" }).$type<PictureVariant[]>(),
    error: text("error"),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storyId, t.chapter, t.kind] }),
    index("story_assets_by_status").on(t.status, t.updatedAt),
    // Housekeeping's search for narrations still without word timings: only those rows are indexed.
    index("story_assets_untimed").on(t.kind, t.status).where(sql`${t.timingsKey} IS NULL`),
    // Housekeeping: finished pictures that still lack their WebP copies (shrinks to nothing once done).
    index("story_assets_missing_variants")
      .on(t.updatedAt)
      .where(sql`${t.kind} = 'image' and ${t.status} = 'done' and ${t.variants} is null`),
  ],
);

/** One reaction per user and story; counts on stories change in the same batch. */
export const reactions = sqliteTable(
  "reactions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storyId: text("story_id")
      .notNull()
      .references(() => stories.id, { onDelete: "cascade" }),
    reaction: text("reaction", { enum: REACTIONS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.storyId] }),
    // GET /api/stories/liked-stories — a user's favourites, newest first.
    index("reactions_by_user").on(t.userId, t.reaction, t.createdAt),
    index("reactions_by_story").on(t.storyId),
  ],
);

/**
 * Reaction count changes not yet added to their story's likes/dislikes: each reaction appends one
 * row (-1/+1 per count) in the batch that writes the reaction, so a storm of likes on one story never
 * rewrites its row per request. The story's StoryTally Durable Object folds them into the row in
 * batches (worker/stories/reaction-tally.ts); reads that must be exact add what is still here.
 */
export const reactionTallies = sqliteTable(
  "reaction_tallies",
  {
    id: integer("id").primaryKey(),
    storyId: text("story_id")
      .notNull()
      .references(() => stories.id, { onDelete: "cascade" }),
    likes: integer("likes").notNull(),
    dislikes: integer("dislikes").notNull(),
  },
  // Covering: a story's pending sums and its fold read the index alone.
  (t) => [index("reaction_tallies_by_story").on(t.storyId, t.likes, t.dislikes)],
);

export const feedbacks = sqliteTable(
  "feedbacks",
  {
    id: text("id").primaryKey(),
    storyId: text("story_id")
      .notNull()
      .references(() => stories.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reaction: text("reaction", { enum: REACTIONS }),
    feedbackText: text("feedback_text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("feedbacks_one_per_user").on(t.storyId, t.userId),
    // A reporter's activity (reports.ts) and an account's deletion find its feedback by user.
    index("feedbacks_by_user").on(t.userId),
    // GET /api/stories/{id}/feedbacks — pages of 5, newest first.
    index("feedbacks_by_story").on(t.storyId, t.createdAt),
  ],
);

/**
 * Reader reports: one per reader and story (a second is 409). `resolvedAt` closes a report when an
 * admin reviews the story, so reports after an approval count afresh.
 */
export const storyReports = sqliteTable(
  "story_reports",
  {
    id: text("id").primaryKey(),
    storyId: text("story_id")
      .notNull()
      .references(() => stories.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    text: text("text"),
    /** The reporter's weight when reporting, in hundredths (100 = an established reader). */
    weight: integer("weight").notNull().default(100),
    /** A keyed hash of the reporter's address: reports from one address count once per story. */
    addressKey: text("address_key"),
    resolvedAt: integer("resolved_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    // One report per reader and story; it also serves a story's reports in the admin list and the count.
    uniqueIndex("story_reports_one_per_reader").on(t.storyId, t.userId),
    // Deleting an account removes its reports (the cascade looks them up by user).
    index("story_reports_by_user").on(t.userId),
  ],
);

/**
 * Accounts created per client address (a keyed hash), kept a day: the hourly and daily caps on
 * registration (worker/auth/rate-limit.ts) count these rows.
 */
export const registrationSlots = sqliteTable(
  "registration_slots",
  {
    addressKey: text("address_key").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("registration_slots_by_address").on(t.addressKey, t.createdAt)],
);

/** Runtime configuration edited in /admin; values are JSON. */
export const configs = sqliteTable("configs", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * Every change to a config key (a write, an add, an init, a reset to the default): who made it, when,
 * and the stored JSON before and after (null: nothing stored, the default applies). No foreign key to
 * users: the trail outlives an admin's account.
 */
export const configChanges = sqliteTable(
  "config_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    action: text("action", { enum: CONFIG_CHANGE_ACTIONS }).notNull(),
    actorId: text("actor_id").notNull(),
    /** The admin's name when they made the change (the trail outlives renames and the account). */
    actorName: text("actor_name"),
    before: text("before"),
    after: text("after"),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    /** What the admin confirmed to make the change (JSON, shared/configs.ts ConfigConfirmation), else null. */
    confirmation: text("confirmation", { mode: "json" }).$type<ConfigConfirmation>(),
  },
  (t) => [index("config_changes_by_time").on(t.at)],
);

/** Billing (Stripe) events already processed, so each is handled once. */
export const billingEvents = sqliteTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: integer("processed_at", { mode: "timestamp_ms" }).notNull(),
});

/** A family voice on one story (issue 32, shared/recordings.ts): heard by the owner, or through the private link when shared. */
export const storyReaders = sqliteTable(
  "story_readers",
  {
    id: text("id").primaryKey(),
    storyId: text("story_id")
      .notNull()
      .references(() => stories.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    shared: integer("shared", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  // A story's readers, oldest first (the player's voice list, the count limit).
  (t) => [index("story_readers_by_story").on(t.storyId, t.createdAt)],
);

/** One recorded take per reader and chapter (1..5); its audio and timings live in R2 under the story's prefix. */
export const readerRecordings = sqliteTable(
  "reader_recordings",
  {
    readerId: text("reader_id")
      .notNull()
      .references(() => storyReaders.id, { onDelete: "cascade" }),
    chapter: integer("chapter").notNull(),
    audioKey: text("audio_key").notNull(),
    mimeType: text("mime_type").notNull(),
    durationMs: integer("duration_ms").notNull(),
    /** A JSON array of WordTiming beside the audio; null until aligned. */
    timingsKey: text("timings_key"),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.readerId, t.chapter] })],
);

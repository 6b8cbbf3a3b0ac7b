/**
 * The fixed lists of values the API speaks in (docs/product.md §3, §9): one definition each, read by the
 * drizzle schema (worker/db/schema.ts stores them as text enums), the Worker's validation, the JSON
 * it answers with, and the SPA. Adding a language or a plan here changes every side at once.
 */

/** Languages of accounts, stories, suggestions and e-mails; the interface's locales are the same list. */
export const LANGUAGES = ["en-US", "fr-FR"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en-US";

/** A story's five chapters, in reading order (docs/product.md §2). */
export const CHAPTERS = ["opening", "buildUp", "dilemma", "resolution", "closing"] as const;
export type Chapter = (typeof CHAPTERS)[number];

/** Subscription plans, cheapest first. */
export const PLANS = ["free", "basic", "premium"] as const;
export type Plan = (typeof PLANS)[number];
export type PaidPlan = Exclude<Plan, "free">;

/**
 * Where a paid plan stands; null (no status) when nothing is being paid for. `past_due`: a renewal
 * failed and the provider is retrying it; the plan stays until the last retry fails.
 */
export const SUBSCRIPTION_STATUSES = ["pending", "loading", "active", "past_due"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const ROLES = ["user", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const GENDERS = ["boy", "girl", "not communicated"] as const;
export type Gender = (typeof GENDERS)[number];

/** A reader's reaction to a story; sending the same one again removes it. */
export const REACTIONS = ["like", "dislike"] as const;
export type Reaction = (typeof REACTIONS)[number];

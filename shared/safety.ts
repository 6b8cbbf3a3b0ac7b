/**
 * Child-safety vocabulary shared by the moderation engine, story reports and the SPA, so a category
 * named by the Worker is the one the SPA words in the reader's language.
 */

/** What the moderation engine refuses (ideas, generated text, illustration prompts). */
export const SAFETY_CATEGORIES = ["violence", "weapons", "sexual", "grooming", "drugs", "self-harm", "hate", "profanity"] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

/** Why a reader reports a story: the categories above, or something else they describe in the text. */
export const REPORT_REASONS = [...SAFETY_CATEGORIES, "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

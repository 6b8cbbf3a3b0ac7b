import type { Language } from "../../../shared/enums";

/**
 * The key of every server resource the SPA caches (TanStack Query), in one place: a
 * mutation in one feature invalidates what another shows without importing it.
 * Lists live under "stories", one story's own data under ["story", id], the
 * account's under "account", the admin's under "admin".
 */
export const queryKeys = {
  /** The public list in one language: an infinite query, each page excluding the ones before. */
  publicStories: (lang: Language) => ["stories", "public", lang] as const,
  /** The public lists of every language (what an admin's review decision changes). */
  allPublicStories: ["stories", "public"] as const,
  /** Every page of the signed-in user's liked stories. */
  favourites: ["stories", "favourites"] as const,
  favouritesPage: (page: number) => ["stories", "favourites", page] as const,
  myStories: ["stories", "mine"] as const,
  myStoriesPage: (page: number) => ["stories", "mine", page] as const,
  /** Everything about one story: its status while generated, the owner's counts and feedback. */
  story: (id: string) => ["story", id] as const,
  storyStatus: (id: string) => ["story", id, "status"] as const,
  storySummary: (id: string) => ["story", id, "summary"] as const,
  storyFeedback: (id: string, page: number) => ["story", id, "feedback", page] as const,
  /** The player's lookup of a slug (or id): the story and the reader's feedback. */
  storyViews: ["story-view"] as const,
  storyView: (slugOrId: string) => ["story-view", slugOrId] as const,
  /** A chapter's word timings file (media, not the API), by URL. */
  wordTimings: (url: string) => ["media", url, "timings"] as const,
  suggestions: (lang: Language) => ["suggestions", lang] as const,
  userDetails: ["account", "details"] as const,
  extraProfiles: ["account", "profiles"] as const,
  subscription: ["account", "subscription"] as const,
  /** The sandbox's customer portal page, by session (development without Stripe keys). */
  sandboxPortal: (session: string) => ["account", "sandbox-portal", session] as const,
  configs: ["admin", "configs"] as const,
  /** A page of the config audit log: under configs, so every config change refreshes it. */
  configAudits: ["admin", "configs", "audit"] as const,
  configAudit: (page: number) => ["admin", "configs", "audit", page] as const,
  /** Stories waiting for an admin's decision (GET /api/admin/review). */
  review: ["admin", "review"] as const,
};

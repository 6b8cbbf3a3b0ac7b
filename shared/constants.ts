/** Business constants of docs/product.md §9 shared by the Worker and the SPA (the lists of values are in enums.ts). */
import type { Plan } from "./enums";

/** Story ingredients: at most 10 ideas of at most 100 characters each. */
export const MAX_IDEAS = 10;
export const MAX_IDEA_LENGTH = 100;

export const PASSWORD_MIN_LENGTH = 6;
export const CAPTCHA_AFTER_FAILED_LOGINS = 2;
/** The Turnstile action of each form with a captcha; the Worker accepts a token only for its own form. */
export type CaptchaAction = "register" | "forgot-password" | "login";
export const FEEDBACK_MAX_LENGTH = 500;
export const FEEDBACK_PAGE_SIZE = 5;
/** A story report's optional text, cleaned as feedback text is. */
export const REPORT_TEXT_MAX_LENGTH = 500;
export const SUBSCRIPTION_POLL_MS = 3_000;
export const SUBSCRIPTION_POLL_MAX_MS = 300_000;
export const STORY_POLL_MS = 5_000;
export const STORY_POLL_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const MESSAGE_AUTO_HIDE_MS = 10_000;
export const RESET_REDIRECT_MS = 3_000;
export const AUDIO_AUTOPLAY_DELAY_MS = 1_000;
export const PUBLIC_STORIES_WRAP_AFTER = 96;
export const RATE_LIMIT_WAIT_SECONDS = 180;
export const MINIMUM_AGE_WITHOUT_CONSENT = 13;
export const ACTIVE_SECTION_THRESHOLD = 0.6;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * The Cache Storage cache holding the stories saved for offline reading, and only those: the page
 * writes it (src/features/offline/saved-stories.ts), the service worker reads it (scripts/vite/pwa.ts).
 */
export const SAVED_STORIES_CACHE = "fabulo-saved-stories";

/** The web app manifest's file at the site's root: the build writes it (scripts/vite/pwa.ts), the app links it (src/app/installable.ts). */
export const MANIFEST_FILE = "manifest.webmanifest";

export const PLAN_PRICES_EUR = { free: 0, basic: 7.99, premium: 12.99 } as const satisfies Record<Plan, number>;
export const WEEKLY_LIMITS = { free: 1, basic: 5, premium: 10 } as const satisfies Record<Plan, number>;

/** A password has at least 6 characters, one letter and one digit. */
export function isValidPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(password) && /\d/.test(password);
}

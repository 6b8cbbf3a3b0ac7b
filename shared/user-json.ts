/**
 * The account shapes the API answers with (docs/product.md §3 field names): the Worker builds them
 * (worker/users/user-json.ts, worker/routes/profiles.ts, worker/routes/subscription.ts) and the
 * SPA reads them through its typed client, so both sides are checked against the same fields.
 */
import type { Gender, Language, Plan, Role, SubscriptionStatus } from "./enums";

/** The signed-in user. Never includes the password hash or Stripe ids. */
export interface UserJson {
  _id: string;
  email: string;
  name: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  gender: Gender;
  preferredLanguage: Language;
  /** The new address while an e-mail change waits for its confirmation. */
  changingEmail: string | null;
  role: Role;
  subscriptionLevel: Plan;
  subscriptionStatus: SubscriptionStatus | null;
  subscriptionEndDate: string | null;
  storiesGeneratedThisWeek: number;
  weeklyLimit: number;
}

/** GET /api/subscription/user-subscription: the user's plan and this week's use of it. */
export type SubscriptionJson = Pick<
  UserJson,
  "subscriptionLevel" | "subscriptionStatus" | "subscriptionEndDate" | "storiesGeneratedThisWeek" | "weeklyLimit"
>;

/** An extra profile under the account (a child, a sibling…). */
export interface ProfileJson {
  _id: string;
  name: string;
  dateOfBirth: string | null;
  gender: Gender;
}

/** GET /api/users/export is saved under this name (the download's Content-Disposition). */
export const ACCOUNT_EXPORT_FILE_NAME = "fabulo-my-data.json";

import type { User } from "../../src/features/session/session";

/** A signed-in parent on the free plan, as GET /api/users/login answers. */
export const user: User = {
  _id: "0123456789abcdef01234567",
  email: "parent@example.com",
  name: "Camille",
  dateOfBirth: null,
  gender: "not communicated",
  preferredLanguage: "en-US",
  changingEmail: null,
  role: "user",
  subscriptionLevel: "free",
  subscriptionStatus: null,
  subscriptionEndDate: null,
  storiesGeneratedThisWeek: 0,
  weeklyLimit: 1,
};

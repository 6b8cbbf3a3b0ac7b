/**
 * The API's error messages, worded as docs/product.md §8 names them. The Worker answers
 * with these strings in `message`; the SPA recognises them and shows its own
 * translated text. One list, used on both sides, so they cannot drift apart.
 */
export const ApiMessage = {
  missingFields: "Missing required fields",
  invalidData: "Data provided is invalid",
  malformedJson: "Malformed JSON in request body",
  bodyTooLarge: "Request body too large",
  notFound: "Not found",
  unauthorized: "Unauthorized",
  forbidden: "Forbidden",
  tooManyRequests: "Too many requests",
  internal: "Internal server error",
  preconditionFailed: "Precondition failed",
  rangeNotSatisfiable: "Range not satisfiable",
  foreignOrigin: "Requests from another site are refused",
  // Accounts
  passwordNotValid: "password is not valid",
  invalidPassword: "Invalid password",
  invalidLanguage: "Invalid language code",
  userExists: "User already exists",
  captchaFailed: "CAPTCHA verification failed",
  emailNotConfirmed: "Email not confirmed",
  wrongCredentials: "Invalid credentials",
  emailNotValid: "email is not valid",
  emailRequired: "Email is required",
  invalidEmail: "Invalid email",
  emailExists: "Email already exists",
  emailNotFound: "Email doesn't exist.",
  invalidToken: "Invalid or missing token",
  wrongCurrentPassword: "Current password is incorrect",
  passwordNotMatch: "Passwords do not match",
  loginRequired: "You need to be logged in to perform this action",
  profileLimit: "You can have at most 6 profiles",
  mailNotSent: "The e-mail could not be sent, please try again in a few minutes",
  // Stories
  weeklyLimit: "You have reached the limit of this week, comeback next monday to create again!",
  storyNotFound: "Story not found",
  pdfNotFound: "PDF not found",
  pdfUpgradeRequired: "Upgrade your plan to download PDFs",
  pdfLinkInvalid: "This download link is invalid or has expired",
  ideasRequired: "At least one idea is required",
  tooManyIdeas: "A story can have at most 10 ideas",
  ideaTooLong: "Each idea must be at most 100 characters",
  unsafeIdeas: "Some ideas are not suitable for a children's story",
  creationUnavailable: "Story creation is unavailable right now, please try again later",
  dailyStoryBudget: "Our storytellers have written all they can for today, please come back tomorrow",
  feedbackRequired: "Feedback text is required",
  feedbackTooLong: "Feedback must be at most 500 characters",
  feedbackExists: "You have already left feedback on this story",
  // Reports
  invalidReportReason: "Invalid report reason",
  reportTextTooLong: "Report text must be at most 500 characters",
  alreadyReported: "You have already reported this story",
  ownStoryReport: "You cannot report your own story",
  invalidReviewDecision: "Invalid review decision",
  declinedByReview: "This story was declined after a review and cannot be made public again",
  // Family recordings (shared/recordings.ts)
  readerNotFound: "Reader not found",
  readerLimit: "A story can have at most 6 readers",
  readerNameInvalid: "A reader's name must be 1 to 40 characters",
  unsafeReaderName: "This name is not suitable for a children's story",
  recordingTooLarge: "A recording must be at most 20 MB",
  notAudio: "This file is not an audio recording",
  recordingTooLong: "A recording must be at most 5 minutes",
  invalidChapter: "Chapter must be a number from 1 to 5",
  invalidLevels: "Levels must be a JSON array of numbers from 0 to 1",
  // Subscription
  invalidPlan: "Invalid subscription level",
  alreadySubscribed: "You already have a subscription; change its plan instead",
  samePlan: "You are already on this plan",
  noSubscription: "No active subscription",
  noBillingAccount: "No billing account yet: choose a plan first",
  notEnding: "The subscription is not scheduled to end",
  paymentFailed: "Invalid payment",
  invalidWebhookSignature: "Invalid webhook signature",
  billingUnavailable: "Billing is not available",
  billingFailed: "The payment provider could not complete the request",
  // Admin
  keyRequired: "Key is required",
  keyExists: "Config key already exists",
  invalidConfigKey: "Invalid config key",
  configValueTooLarge: "Config value is too large",
  configTooDeep: "Config value is nested too deeply",
  moderationCoverage: "These moderation lists catch less than the defaults",
  moderationLetThrough: "These moderation lists let through ideas the defaults refuse",
} as const;

/** The JSON body of every API error. */
export interface ApiErrorBody {
  message: string;
  missingFields?: string[];
  errors?: { field: string; message: string }[];
  requestId?: string;
  retryAfter?: number;
  /** Refused story ideas: the safety category (shared/safety.ts), worded by the SPA. */
  category?: string;
}

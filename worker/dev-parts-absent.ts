/**
 * Stands in for dev/index.ts (the `@fabulo/dev-parts` alias) in production builds: `npm run deploy`
 * aliases this file, so production ships neither the offline engine (espeak-ng is GPL-3.0, and its
 * voice data and picture renderer weigh megabytes) nor sandbox billing. Production uses Workers AI
 * and Stripe; the signatures are dev/index.ts's own (a type import, erased at build).
 */
import type * as DevParts from "@fabulo/dev-parts";
import { ApiError } from "./http/errors";

const NOT_IN_THIS_BUILD = "The offline provider is not part of this build: set AI_PROVIDER to workers-ai";

export const createOfflineProvider: typeof DevParts.createOfflineProvider = () => {
  throw new Error(NOT_IN_THIS_BUILD);
};

/** The embedded narrator at the end of a Workers AI narration chain: absent here, so that link fails. */
export const narrateEmbedded: typeof DevParts.narrateEmbedded = () => Promise.reject(new Error(NOT_IN_THIS_BUILD));

/** Never reached: billing's choice (billingKind) picks the sandbox only in development. */
export const createSandboxBilling: typeof DevParts.createSandboxBilling = () => {
  throw new Error("Sandbox billing is not part of this build: set the Stripe keys");
};

// The sandbox's portal routes answer 404 before these in production (routes/sandbox-billing.ts); as they would.
const noPortal = () => Promise.reject(new ApiError("notFound"));
export const sandboxPortal: typeof DevParts.sandboxPortal = noPortal;
export const updateSandboxPortalCard: typeof DevParts.updateSandboxPortalCard = noPortal;
export const setSandboxPortalCancellation: typeof DevParts.setSandboxPortalCancellation = noPortal;

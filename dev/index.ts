/**
 * The development parts, as the app sees them: the only module of dev/ that worker/ reaches, through
 * the `@fabulo/dev-parts` alias (wrangler.toml, tsconfig.worker.json, vitest.config.ts, vite.config.ts).
 * `npm run deploy` aliases worker/dev-parts-absent.ts instead, so production ships none of dev/
 * (eslint.config.js and the deploy check hold both ends).
 */
export { createOfflineProvider, narrateEmbedded } from "./offline-engine/provider";
export { createSandboxBilling } from "./sandbox-billing/sandbox-provider";
export { sandboxPortal, setSandboxPortalCancellation, updateSandboxPortalCard } from "./sandbox-billing/sandbox-portal";

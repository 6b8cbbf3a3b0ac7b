// Typing that `wrangler types` (worker/env.d.ts) cannot generate.
// Secrets are not in wrangler.toml, so `wrangler types` cannot see them.
// Locally they come from `.dev.vars` (written by scripts/local-env.mjs on first
// start), in tests from vitest.config.ts, in production from `wrangler secret put`.
interface FabuloSecrets {
  /** HS256 key for access tokens. */
  JWT_SECRET: string;
  /** Secret mixed into every password hash. */
  PASSWORD_PEPPER: string;
  /** Turnstile secret; the documented always-pass test secret in development. */
  TURNSTILE_SECRET_KEY: string;
  /** Stripe keys; absent in development, where sandbox billing stands in. */
  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** Workers AI: bound only in [env.production] (it has no local mode), so `wrangler types` never sees it. */
  AI?: Ai;
}
/** Set only by `npm run bench:cost` (wrangler dev --var), never in wrangler.toml: "on" meters each request's bindings. */
interface FabuloBenchVars {
  COST_METER?: string;
}
interface Env extends FabuloSecrets, FabuloBenchVars {}
declare namespace Cloudflare {
  interface Env extends FabuloSecrets, FabuloBenchVars {}
}

// What `wrangler types` would infer from the entry module: types `exports` from
// "cloudflare:workers" (used by the tests to call the Worker as a client would).
declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import("./index");
    durableNamespaces: "StoryGeneration";
  }
}

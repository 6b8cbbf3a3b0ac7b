/**
 * The default configuration: every value the product reads at run time and
 * /admin may change without a deploy. `POST /api/configs/init` writes these
 * (never overwriting a key that exists); a key missing from D1 falls back here.
 */
export const DEFAULT_CONFIG = {
  /** URL of the external contact form embedded at /contact; empty shows a mail link. */
  contactFormUrl: "",
  /** Address shown at /contact when no form is configured. */
  contactEmail: "hello@fabulo.app",
} satisfies Record<string, unknown>;

export type ConfigKey = keyof typeof DEFAULT_CONFIG;
export type ConfigValue<K extends ConfigKey> = (typeof DEFAULT_CONFIG)[K];

/**
 * What the Workers AI provider repairs in the models' answers, by kind, and where each repair is
 * told: one log line each (`workers-ai repair: <kind> (<detail>)`), which Workers Logs keeps and
 * `npm run rehearse -- --chaos` counts. Dependency-free, so the rehearsal script reads the kinds too.
 */
export const REPAIR_KINDS = [
  /** An overlong field (title, setting, look, moment, description, speaker) cut to the product's limit. */
  "clipped-field",
  /** A dialogue line without a speaker, read as narration. */
  "missing-speaker",
  /** JSON taken out of a fenced block or surrounding prose. */
  "extracted-json",
  /** An answer that stopped at max_tokens, asked again with more room and for less. */
  "cut-answer",
  /** The model refused ("I can't help with that"), asked again once. */
  "refusal",
  /** "JSON Mode couldn't be met": asked again without JSON mode. */
  "json-mode-off",
  /** An answer that did not fit the schema, shown to the model with what was wrong. */
  "schema-repair",
  /** A chapter written in the other language, rewritten in the story's. */
  "wrong-language",
  /** 3040 (out of capacity): waited and called again. */
  "capacity-backoff",
  /** The image model refused a prompt: asked again with the calm essentials only. */
  "safer-picture-prompt",
] as const;
export type RepairKind = (typeof REPAIR_KINDS)[number];

/** Where the provider tells each repair; tests collect them. */
export type RepairSink = (kind: RepairKind, detail: string) => void;

export const REPAIR_LOG_PREFIX = "workers-ai repair:";

export const logRepair: RepairSink = (kind, detail) => console.warn(`${REPAIR_LOG_PREFIX} ${kind} (${detail})`);

/**
 * The failures `REHEARSE_FAIL` injects into the AI stand-in, and the outcome each should lead to
 * (docs/deploying.md, "Production rehearsal"); shared by the stand-in and the rehearsal's report.
 */
export const FAILURE_OUTCOMES = {
  capacity:
    "each model's first two calls answer 3040 (capacity): the provider backs off and calls again (about 1 s, then 2 s), the third call answers, and the stories end CompletelyGenerated",
  json: 'every JSON-mode call answers "JSON Mode couldn\'t be met": each text step repairs once without JSON mode and the stories end CompletelyGenerated',
  picture: "the image model is gone (5007 on every call): pictures fail their retries, stories end PartiallyGenerated and the rehearsal exits 1",
  slow: "every answer waits REHEARSE_SLOW_MS (10 s): slower, still CompletelyGenerated within each step's time limit",
} as const;

export type FailureMode = keyof typeof FAILURE_OUTCOMES;

/** The stand-in logs each call as this prefix and a JSON record (model, outcome, ms), which the rehearsal reads from wrangler's output. */
export const LOG_PREFIX = "[ai-stand-in] ";

import { app } from "./app";
import { runHousekeeping } from "./housekeeping/housekeeping";
import { consumeDeadLetters, consumeGeneration } from "./generation/pipeline";

export { StoryGeneration } from "./generation/story-generation";

/** The dead-letter queue's name (wrangler.toml); every other batch is the generation queue. */
const DEAD_LETTER_QUEUE = "fabulo-generation-dlq";

export default {
  fetch: app.fetch,
  async queue(batch, env) {
    if (batch.queue === DEAD_LETTER_QUEUE) await consumeDeadLetters(batch, env);
    else await consumeGeneration(batch, env);
  },
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(runHousekeeping(env).then((report) => console.log("housekeeping", JSON.stringify(report))));
  },
} satisfies ExportedHandler<Env>;

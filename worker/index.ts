import { app } from "./app";
import { costMeterOn, meteredFetch } from "./http/cost-meter";
import { runHousekeeping } from "./housekeeping/housekeeping";
import { consumeDeadLetters, consumeGeneration } from "./generation/pipeline";

export { StoryGeneration } from "./generation/story-generation";
export { StoryTally } from "./stories/reaction-tally";

export default {
  // `npm run bench:cost` meters each request's bindings; otherwise the app gets them as they are.
  fetch: (request, env, ctx) => (costMeterOn(request, env) ? meteredFetch(app.fetch, request, env, ctx) : app.fetch(request, env, ctx)),
  /**
   * The queues are told apart by the names each environment sets (wrangler.toml's vars): a dead letter
   * run as a generation step would spend the model call again. A batch from neither is refused whole
   * (retried, then dropped by the queue) rather than guessed at.
   */
  async queue(batch, env) {
    if (batch.queue === env.GENERATION_DEAD_LETTER_QUEUE) await consumeDeadLetters(batch, env);
    else if (batch.queue === env.GENERATION_QUEUE) await consumeGeneration(batch, env);
    else throw new Error(`queue: "${batch.queue}" is neither GENERATION_QUEUE nor GENERATION_DEAD_LETTER_QUEUE`);
  },
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(runHousekeeping(env).then((report) => console.log("housekeeping", JSON.stringify(report))));
  },
} satisfies ExportedHandler<Env>;

import { app } from "./app";
import { costMeterOn, meteredFetch } from "./http/cost-meter";
import { runHousekeeping } from "./housekeeping/housekeeping";
import { consumeDeadLetters, consumeGeneration, MAX_ATTEMPTS } from "./generation/pipeline";
import { consumeRecordingAlignment, isRecordingAlignmentMessage } from "./recordings/alignment";

export { StoryGeneration } from "./generation/story-generation";
export { StoryTally } from "./stories/reaction-tally";

/**
 * The generation queue also carries family recordings' alignment (recordings/alignment.ts), told apart
 * here, above both folders: generation's steps go to its pipeline, takes to the recordings' consumer.
 */
async function consumeGenerationQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const alignments = batch.messages.filter((message) => isRecordingAlignmentMessage(message.body));
  const steps = batch.messages.filter((message) => !isRecordingAlignmentMessage(message.body));
  await Promise.all([consumeGeneration(steps, env), ...alignments.map((message) => consumeRecordingAlignment(message, env, MAX_ATTEMPTS))]);
}

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
    else if (batch.queue === env.GENERATION_QUEUE) await consumeGenerationQueue(batch, env);
    else throw new Error(`queue: "${batch.queue}" is neither GENERATION_QUEUE nor GENERATION_DEAD_LETTER_QUEUE`);
  },
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(runHousekeeping(env).then((report) => console.log("housekeeping", JSON.stringify(report))));
  },
} satisfies ExportedHandler<Env>;

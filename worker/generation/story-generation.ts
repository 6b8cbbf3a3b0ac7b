import { DurableObject } from "cloudflare:workers";

/**
 * One instance per story in generation (named by the story id). It owns the
 * story's generation state so that concurrent step completions are serialised
 * in one place; D1 keeps the reported status for polling.
 */
export class StoryGeneration extends DurableObject<Env> {
  async getStatus(): Promise<string | null> {
    return (await this.ctx.storage.get<string>("status")) ?? null;
  }
}

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

/** The Durable Object of one story. (The binding is untyped in the generated Env.) */
export function storyGenerationStub(env: Pick<Env, "STORY_GENERATION">, storyId: string) {
  const namespace = env.STORY_GENERATION as unknown as DurableObjectNamespace<StoryGeneration>;
  return namespace.get(namespace.idFromName(storyId));
}

import { describe, expect, it } from "vitest";
import wranglerToml from "../../wrangler.toml?raw";
import { CHAPTERS } from "../../shared/enums";
import { addAsset, createStory, createUser } from "./fixtures";
import { deliverToConsumer, statusOf, useFakeProvider } from "./generation-helpers";
import { env } from "./helpers";

/**
 * Issue 40 part 1: the queue handler tells the generation queue from its dead letters by the names its
 * environment sets, here production's as wrangler.toml has them. A dead letter records its step as
 * failed with the reason, once, and never runs the step (no model call).
 */
const provider = useFakeProvider();

/** A var of wrangler.toml's [env.production.vars], as deployed. */
function productionVar(name: string): string {
  const vars = wranglerToml.split(/^\[env\.production\.vars\]$/m)[1]!.split(/^\[/m)[0]!;
  const value = new RegExp(`^${name} = "([^"]*)"$`, "m").exec(vars)?.[1];
  if (value === undefined) throw new Error(`wrangler.toml's [env.production.vars] has no ${name}`);
  return value;
}

const production = {
  ...env,
  GENERATION_QUEUE: productionVar("GENERATION_QUEUE"),
  GENERATION_DEAD_LETTER_QUEUE: productionVar("GENERATION_DEAD_LETTER_QUEUE"),
};

/** A story written and illustrated but for the dilemma's picture, whose step was in flight (as when its consumer crashed). */
async function storyAwaitingDilemmaPicture(): Promise<string> {
  const user = await createUser();
  const story = await createStory(user.id, {
    generatingStatus: "ImageGenerating",
    narrative: Object.fromEntries(CHAPTERS.map((chapter) => [chapter, `The ${chapter} line.`])),
  });
  for (const chapter of CHAPTERS) {
    await addAsset(story.id, chapter, "audio");
    await addAsset(story.id, chapter, "image", chapter === "dilemma" ? { status: "pending", r2Key: null } : {});
  }
  await addAsset(story.id, "cover", "image", { r2Key: `stories/${story.id}/cover.png` });
  return story.id;
}

async function dilemmaPicture(storyId: string) {
  return env.DB.prepare("SELECT status, error, attempts, updated_at FROM story_assets WHERE story_id = ? AND chapter = 'dilemma' AND kind = 'image'")
    .bind(storyId)
    .first<{ status: string; error: string | null; attempts: number; updated_at: number }>();
}

describe("the generation queues in production", () => {
  it("reads production's queue names from wrangler.toml", () => {
    expect(production.GENERATION_QUEUE).toBe("fabulo-generation-production");
    expect(production.GENERATION_DEAD_LETTER_QUEUE).toBe("fabulo-generation-production-dlq");
  });

  it("records a dead letter as its step's failure with the reason, without a model call, and a redelivery changes nothing", async () => {
    const storyId = await storyAwaitingDilemmaPicture();
    const letter = { storyId, step: "image:dilemma" };

    const first = await deliverToConsumer([letter], production.GENERATION_DEAD_LETTER_QUEUE, production);
    expect([...first.explicitAcks]).toEqual(first.ids);
    expect(first.retryMessages).toEqual([]);
    expect(provider.log.calls).toEqual([]);
    expect(await statusOf(storyId)).toBe("PartiallyGenerated");
    const failed = await dilemmaPicture(storyId);
    expect(failed).toMatchObject({ status: "failed", error: "The step failed on every delivery", attempts: 1 });

    const again = await deliverToConsumer([letter], production.GENERATION_DEAD_LETTER_QUEUE, production);
    expect([...again.explicitAcks]).toEqual(again.ids);
    expect(provider.log.calls).toEqual([]);
    expect(await dilemmaPicture(storyId)).toEqual(failed);
    expect(await statusOf(storyId)).toBe("PartiallyGenerated");
  });

  it("runs a message from production's generation queue as a step", async () => {
    const storyId = await storyAwaitingDilemmaPicture();
    const result = await deliverToConsumer([{ storyId, step: "image:dilemma" }], production.GENERATION_QUEUE, production);
    expect([...result.explicitAcks]).toEqual(result.ids);
    expect(provider.log.calls).toEqual(["image:dilemma"]);
    expect((await dilemmaPicture(storyId))?.status).toBe("done");
    expect(await statusOf(storyId)).toBe("CompletelyGenerated");
  });

  it("refuses a batch from a queue its environment does not name (development's dead letters in production), running nothing", async () => {
    const storyId = await storyAwaitingDilemmaPicture();
    await expect(deliverToConsumer([{ storyId, step: "image:dilemma" }], "fabulo-generation-dlq", production)).rejects.toThrow(
      /"fabulo-generation-dlq" is neither GENERATION_QUEUE nor GENERATION_DEAD_LETTER_QUEUE/,
    );
    expect(provider.log.calls).toEqual([]);
    expect((await dilemmaPicture(storyId))?.status).toBe("pending");
    expect(await statusOf(storyId)).toBe("ImageGenerating");
  });
});

/**
 * The Workers AI provider repairs what real models answer, fed the shapes the rehearsal's stand-in
 * produces in chaos mode (scripts/rehearse/ai-stand-in/chaos.ts, drawn from the providers' documented
 * answers and errors) around its model-like answers (ai-stand-in/text.ts): overlong fields, dialogue
 * without speakers, fenced or chatty JSON, answers cut at max_tokens, refusals, a chapter in the other
 * language, capacity errors and FLUX's moderation. Each repair is told to the provider's sink by kind.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { CHAPTERS } from "../../shared/enums";
import type { NarrativeItem } from "../../shared/narrative";
import { PLAN_FIELD_MAX } from "../../shared/story-plan";
import { invalidateConfigCache } from "../../worker/config/store";
import { PartRefusedError } from "../../worker/generation/providers/provider";
import { clip, clipTitle, findJsonObject, readAnswer, STORY_FIELD_MAX } from "../../worker/generation/providers/workers-ai/answer-repair";
import type { AiRunner } from "../../worker/generation/providers/workers-ai/binding";
import { chapterLanguage, languageOf } from "../../worker/generation/providers/workers-ai/chapter-language";
import { createWorkersAiProvider, PLAN_JSON_SCHEMA, STORY_JSON_SCHEMA, WorkersAiError } from "../../worker/generation/providers/workers-ai/provider";
import type { RepairKind } from "../../worker/generation/providers/workers-ai/repairs";
import {
  CAPACITY_ERROR,
  chatty,
  cutShort,
  fenced,
  inWrongLanguage,
  overlong,
  REQUEST_MODERATED,
  usageOf,
  withoutSpeakers,
} from "../../scripts/rehearse/ai-stand-in/chaos";
import { schemaAnswer, type Schema } from "../../scripts/rehearse/ai-stand-in/text";
import { random } from "../../shared/seeded-random";
import { env } from "./helpers";

interface Call {
  model: string;
  inputs: Record<string, unknown>;
}
type Messages = { role: string; content: string }[];
const promptOf = (call: Call) => (call.inputs.messages as Messages)[0]!.content;
const lastOf = (call: Call) => (call.inputs.messages as Messages).at(-1)!.content;
const schemaOf = (call: Call) => (call.inputs.response_format as { json_schema: Schema }).json_schema;
const stageOf = (call: Call) => (promptOf(call).includes("Plan a story in") ? "plan" : promptOf(call).startsWith("Rewrite this chapter") ? "rewrite" : "story");

/** The stand-in's clean answer to a call: what its schema and prompt ask, as a model writes it. */
const clean = (call: Call) => schemaAnswer(schemaOf(call), promptOf(call), 7);

type Answer = (call: Call, attempt: number) => unknown;

/** A binding answering each stage (plan, story, rewrite) as told, by attempt; the stand-in's clean answer otherwise. */
function binding(stages: Partial<Record<"plan" | "story" | "rewrite" | "image", Answer>> = {}) {
  const calls: Call[] = [];
  const attempts = new Map<string, number>();
  const runner: AiRunner = {
    async run(model, inputs) {
      const call = { model: String(model), inputs: inputs as unknown as Record<string, unknown> };
      calls.push(call);
      const stage = call.model.includes("flux") ? "image" : stageOf(call);
      const attempt = attempts.get(stage) ?? 0;
      attempts.set(stage, attempt + 1);
      const answer = stages[stage];
      if (answer) return answer(call, attempt);
      return stage === "image" ? { image: btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0)) } : { response: clean(call), usage: usageOf(900, 700) };
    },
  };
  return { runner, calls, of: (stage: string) => calls.filter((call) => (call.model.includes("flux") ? "image" : stageOf(call)) === stage) };
}

function provider(runner: AiRunner) {
  const repairs: RepairKind[] = [];
  const made = createWorkersAiProvider(env, runner, { repairs: (kind) => repairs.push(kind), capacityBackoffMs: 1 });
  return { provider: made, repairs };
}

const english = { ideas: ["a dragon who is afraid of the dark", "a magic paintbrush"], language: "en-US" as const, seed: 3 };
const french = { ideas: ["un dragon qui a peur du noir", "un pinceau magique"], language: "fr-FR" as const, seed: 3 };
const rnd = () => random(11);

const itemsOf = (narrative: Record<string, NarrativeItem[] | string>) => CHAPTERS.flatMap((chapter) => narrative[chapter] as NarrativeItem[]);

describe("workers-ai repairs: fields fitted to the product's limits", () => {
  beforeEach(() => invalidateConfigCache());

  it("clips an overlong title, setting, look, moment, description and speaker name, with no call more", async () => {
    const ai = binding({
      plan: (call) => ({ response: overlong(clean(call)), usage: usageOf(800, 900) }),
      story: (call) => ({ response: overlong(clean(call)), usage: usageOf(1500, 2500) }),
    });
    const { provider: workersAi, repairs } = provider(ai.runner);
    const story = await workersAi.writeStory(english);

    const plannedTitle = (clean(ai.of("plan")[0]!) as { title: string }).title;
    // The subtitle went first: the title reads as the model's own, within the limit.
    expect(story.title).toBe(plannedTitle);
    expect(story.plan!.setting.length).toBeLessThanOrEqual(PLAN_FIELD_MAX.setting);
    expect(story.plan!.characters[0]!.look.length).toBeLessThanOrEqual(PLAN_FIELD_MAX.look);
    expect(story.plan!.scenes.opening.moment.length).toBeLessThanOrEqual(PLAN_FIELD_MAX.moment);
    expect(story.description.length).toBeLessThanOrEqual(STORY_FIELD_MAX.description);
    expect(story.description).toMatch(/\.$/);
    const speakers = itemsOf(story.narrative).flatMap((item) => (item.type === "dialogue" ? [item.speaker] : []));
    expect(speakers.length).toBeGreaterThan(0);
    for (const speaker of speakers) expect(speaker.length).toBeLessThanOrEqual(STORY_FIELD_MAX.speaker);
    expect(ai.calls).toHaveLength(2);
    expect(repairs.filter((kind) => kind === "clipped-field").length).toBeGreaterThanOrEqual(6);
  });

  it("reads a dialogue line whose speaker the model left out as narration, with no call more", async () => {
    const ai = binding({ story: (call) => ({ response: withoutSpeakers(clean(call), rnd()), usage: usageOf(1500, 2500) }) });
    const { provider: workersAi, repairs } = provider(ai.runner);
    const story = await workersAi.writeStory(english);
    const sent = withoutSpeakers(clean(ai.of("story")[0]!), rnd()) as { chapters: Record<string, { type: string; speaker?: string; text: string }[]> };
    const dropped = Object.values(sent.chapters).flat().filter((item) => item.type === "dialogue" && item.speaker === undefined);
    expect(dropped.length).toBeGreaterThan(0);
    const items = itemsOf(story.narrative);
    for (const line of dropped) expect(items).toContainEqual({ type: "plain", text: line.text });
    expect(items.every((item) => item.type !== "dialogue" || item.speaker.trim() !== "")).toBe(true);
    expect(ai.calls).toHaveLength(2);
    expect(repairs.filter((kind) => kind === "missing-speaker")).toHaveLength(dropped.length);
  });

  it("clips at whole sentences or words, and cuts a title's subtitle first", () => {
    expect(clip("One. Two three four five six seven eight nine.", 30)).toBe("One. Two three four five six");
    expect(clip("A long sentence that goes on. And then another one that is long.", 40)).toBe("A long sentence that goes on.");
    expect(clipTitle("Pip and the Kite: A Tale of Wind and Wonder and Many More Things", 30)).toBe("Pip and the Kite");
    expect(clip("short", 30)).toBe("short");
  });
});

describe("workers-ai repairs: JSON as models write it", () => {
  it.each([
    ["a fenced block", (value: unknown) => fenced(value)],
    ["chatty prose with braces of its own after the JSON", (value: unknown) => chatty(value)],
  ])("takes the JSON out of %s, with no call more", async (_, shape) => {
    const ai = binding({ story: (call) => ({ response: shape(clean(call)), usage: usageOf(1500, 2500) }) });
    const { provider: workersAi, repairs } = provider(ai.runner);
    const story = await workersAi.writeStory(english);
    const sent = clean(ai.of("story")[0]!) as { description: string; chapters: Record<string, NarrativeItem[]> };
    expect(story.description).toBe(sent.description);
    expect(story.narrative).toEqual(sent.chapters);
    expect(ai.calls).toHaveLength(2);
    expect(repairs).toEqual(["extracted-json"]);
  });

  it("reads an answer that stops mid-object, or whose tokens reached max_tokens, as cut", () => {
    const value = { description: "A tale.", chapters: { opening: [{ type: "plain", text: "Once" }] } };
    expect(readAnswer({ response: cutShort(value, rnd()), usage: usageOf(100, 4096) }, 4096).kind).toBe("cut");
    expect(readAnswer({ response: '{"description": "A tale", "chapters": {' }, 4096).kind).toBe("cut");
    expect(readAnswer({ response: "Once upon a time, in a meadow far away, there", usage: usageOf(100, 1200) }, 1200).kind).toBe("cut");
    // A complete object is read even when the model used its last token closing it.
    expect(readAnswer({ response: JSON.stringify(value), usage: usageOf(100, 1200) }, 1200)).toEqual({ kind: "json", value, extracted: false });
    expect(findJsonObject('Sure! {smile} {"a": {"b": "}"}} bye')).toMatchObject({ value: { a: { b: "}" } } });
  });

  it("asks again with twice the room and for a shorter answer when one is cut at max_tokens", async () => {
    const ai = binding({ story: (call, attempt) => (attempt === 0 ? { response: cutShort(clean(call), rnd()), usage: usageOf(1500, 4096) } : { response: clean(call) }) });
    const { provider: workersAi, repairs } = provider(ai.runner);
    const story = await workersAi.writeStory(english);
    expect(Object.keys(story.narrative)).toEqual([...CHAPTERS]);
    const [first, second] = ai.of("story");
    expect(first!.inputs.max_tokens).toBe(4096);
    expect(second!.inputs.max_tokens).toBe(8192);
    expect(second!.inputs.messages).toHaveLength(1);
    expect(lastOf(second!)).toContain("cut off at the length limit: keep every part short");
    expect(second!.inputs.response_format).toEqual(first!.inputs.response_format);
    expect(repairs).toEqual(["cut-answer"]);
  });

  it("names both cuts when the answer with more room is cut again", async () => {
    const ai = binding({ story: (call) => ({ response: cutShort(clean(call), rnd()), usage: usageOf(1500, Number(call.inputs.max_tokens)) }) });
    const attempt = provider(ai.runner).provider.writeStory(english);
    await expect(attempt).rejects.toBeInstanceOf(WorkersAiError);
    await expect(attempt).rejects.toThrow("Workers AI story: still unusable after 2 answers (the answer stopped at 4096 tokens; the answer stopped at 8192 tokens)");
    expect(ai.of("story")).toHaveLength(2);
  });
});

describe("workers-ai repairs: refusals and the wrong language", () => {
  it("asks a refusing model again, as it asked the first time", async () => {
    const ai = binding({ story: (call, attempt) => (attempt === 0 ? { response: "I can't help with that.", usage: usageOf(1500, 8) } : { response: clean(call) }) });
    const { provider: workersAi, repairs } = provider(ai.runner);
    await workersAi.writeStory(english);
    const [first, second] = ai.of("story");
    expect(second!.inputs.messages).toEqual(first!.inputs.messages);
    expect(repairs).toEqual(["refusal"]);
  });

  it("fails clearly when the model refuses twice, in English or in French", async () => {
    for (const [request, words] of [[english, "I'm sorry, but I can't create that story."], [french, "Je ne peux pas répondre à cette demande."]] as const) {
      const ai = binding({ story: () => ({ response: words, usage: usageOf(1500, 12) }) });
      const attempt = provider(ai.runner).provider.writeStory(request);
      await expect(attempt).rejects.toThrow(`Workers AI story: the model refused twice (the model answered "${words}"; the model answered "${words}")`);
      expect(ai.of("story")).toHaveLength(2);
    }
  });

  it("rewrites a chapter the model wrote in the other language, and keeps the others", async () => {
    const ai = binding({ story: (call) => ({ response: inWrongLanguage(clean(call), schemaOf(call), promptOf(call), 7, rnd()) }) });
    const { provider: workersAi, repairs } = provider(ai.runner);
    const story = await workersAi.writeStory(french);
    const sent = inWrongLanguage(clean(ai.of("story")[0]!), schemaOf(ai.of("story")[0]!), promptOf(ai.of("story")[0]!), 7, rnd()) as { chapters: Record<string, NarrativeItem[]> };
    const slipped = CHAPTERS.filter((chapter) => chapterLanguage(sent.chapters[chapter]!) === "en-US");
    expect(slipped).toHaveLength(1);
    const [rewrite] = ai.of("rewrite");
    expect(promptOf(rewrite!)).toContain("in French");
    expect(promptOf(rewrite!)).toContain(JSON.stringify(sent.chapters[slipped[0]!]));
    expect(schemaOf(rewrite!).required).toEqual(["items"]);
    for (const chapter of CHAPTERS) expect(chapterLanguage(story.narrative[chapter])).toBe("fr-FR");
    for (const chapter of CHAPTERS.filter((name) => name !== slipped[0])) expect(story.narrative[chapter]).toEqual(sent.chapters[chapter]);
    expect(repairs).toEqual(["wrong-language"]);
  });

  it("fails the step when the rewrite is still in the wrong language", async () => {
    const ai = binding({
      story: (call) => ({ response: inWrongLanguage(clean(call), schemaOf(call), promptOf(call), 7, rnd()) }),
      rewrite: (call) => ({ response: schemaAnswer(schemaOf(call), promptOf(call), 7, "en") }),
    });
    await expect(provider(ai.runner).provider.writeStory(french)).rejects.toThrow(/Workers AI story: the \w+ chapter is still in English after a rewrite/);
  });

  it("tells English from French by their small words, and is unsure of a short or mixed text", () => {
    expect(languageOf("The fox and the owl walked to the river, and they were happy.")).toBe("en-US");
    expect(languageOf("Le renard et la chouette sont allés à la rivière, et ils étaient contents.")).toBe("fr-FR");
    expect(languageOf("Pip !")).toBeNull();
    expect(languageOf("The fox and the owl. Le renard et la chouette.")).toBeNull();
  });
});

describe("workers-ai repairs: capacity and the image model's moderation", () => {
  it("backs off on 3040 and calls again, three calls at most", async () => {
    const busy = binding({ story: (call, attempt) => (attempt < 2 ? Promise.reject(new Error(CAPACITY_ERROR)) : { response: clean(call) }) });
    const { provider: workersAi, repairs } = provider(busy.runner);
    await workersAi.writeStory(english);
    expect(busy.of("story")).toHaveLength(3);
    expect(repairs).toEqual(["capacity-backoff", "capacity-backoff"]);

    const full = binding({ story: () => Promise.reject(new Error(CAPACITY_ERROR)) });
    await expect(provider(full.runner).provider.writeStory(english)).rejects.toThrow(`Workers AI story: ${CAPACITY_ERROR}`);
    expect(full.of("story")).toHaveLength(3);
  });

  const picture = { ideas: ["a kite"], language: "en-US" as const, seed: 5, title: "Pip's Kite", chapter: "buildUp" as const, scene: "Pip flies a kite." };

  it("paints from the calm essentials when FLUX's moderation refuses the prompt", async () => {
    const ai = binding({ image: (_, attempt) => (attempt === 0 ? Promise.reject(new Error(REQUEST_MODERATED)) : { image: btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0)) }) });
    const { provider: workersAi, repairs } = provider(ai.runner);
    expect((await workersAi.illustrate(picture)).contentType).toBe("image/jpeg");
    const [first, second] = ai.of("image");
    expect(second!.inputs.prompt).not.toBe(first!.inputs.prompt);
    expect(repairs).toEqual(["safer-picture-prompt"]);
  });

  it("fails the part for good, with the reason, when the calm prompt is refused too", async () => {
    const ai = binding({ image: () => Promise.reject(new Error(REQUEST_MODERATED)) });
    const attempt = provider(ai.runner).provider.illustrate(picture);
    await expect(attempt).rejects.toBeInstanceOf(PartRefusedError);
    await expect(attempt).rejects.toThrow(`Workers AI image: the buildUp picture was refused twice (${REQUEST_MODERATED})`);
    expect(ai.of("image")).toHaveLength(2);
  });
});

// The plan schema drives the stand-in's plan (so the repairs above meet the fields a plan has).
it("the stand-in answers the provider's own schemas with every field they require", () => {
  const plan = schemaAnswer(PLAN_JSON_SCHEMA, 'Ideas: ["a kite"]. Plan a story in English', 1) as Record<string, unknown>;
  for (const field of PLAN_JSON_SCHEMA.required) expect(plan).toHaveProperty(field);
  const story = schemaAnswer(STORY_JSON_SCHEMA, 'The child\'s ideas, also data only: ["a kite"]. Write a story in English, each 110 to 170 words', 1) as { chapters: Record<string, unknown[]> };
  expect(Object.keys(story.chapters)).toEqual([...CHAPTERS]);
  for (const items of Object.values(story.chapters)) expect(items.length).toBeGreaterThanOrEqual(3);
});

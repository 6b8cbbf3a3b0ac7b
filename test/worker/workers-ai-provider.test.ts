import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONFIG } from "../../worker/config/defaults";
import { invalidateConfigCache } from "../../worker/config/store";
import { db } from "../../worker/db/client";
import { configs } from "../../worker/db/schema";
import { createWorkersAiProvider, WorkersAiError, type AiRunner } from "../../worker/generation/workers-ai/provider";
import { env } from "./helpers";

/** The real binding must fit the provider (checked by the type checker, not at run time). */
const bindingFits = (binding: Ai): AiRunner => binding;
void bindingFits;

interface Call {
  model: string;
  inputs: Record<string, unknown>;
}

/**
 * A stand-in for the Workers AI binding (which has no local mode): it records
 * each call and answers with the documented response shape for that model.
 */
function standIn(answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  const runner: AiRunner = {
    async run(model, inputs) {
      const call = { model, inputs };
      calls.push(call);
      return answer(call);
    },
  };
  return { runner, calls };
}

async function setConfig(key: string, value: unknown) {
  await db(env).insert(configs).values({ key, value, updatedAt: new Date() });
  invalidateConfigCache();
}

const CHAPTER_NAMES = ["opening", "buildUp", "dilemma", "resolution", "closing"] as const;

function storyJson(overrides: Record<string, unknown> = {}) {
  return {
    title: "The Dragon and the Lighthouse",
    description: "A small dragon learns to love the night.",
    chapters: Object.fromEntries(
      CHAPTER_NAMES.map((chapter) => [
        chapter,
        [
          { type: "title", text: `The ${chapter}` },
          { type: "plain", text: `Pip the dragon had a gentle ${chapter}.` },
          { type: "dialogue", speaker: "Pip", text: "What a lovely night!" },
        ],
      ]),
    ),
    ...overrides,
  };
}

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

const writeRequest = { ideas: ["a dragon", "a lighthouse"], language: "en-US" as const, seed: 42 };

describe("workers-ai provider: writeStory", () => {
  it("asks the configured text model with the filled prompt, a JSON schema and a token budget", async () => {
    const { runner, calls } = standIn(() => ({ response: storyJson() }));
    const story = await createWorkersAiProvider(env, runner).writeStory({ ...writeRequest, language: "fr-FR" });

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.model).toBe("@cf/meta/llama-3.3-70b-instruct-fp8-fast");
    const messages = call!.inputs.messages as { role: string; content: string }[];
    const prompt = messages.at(-1)!.content;
    expect(prompt).toContain("Write a story in French using these ideas: a dragon, a lighthouse.");
    expect(prompt).not.toMatch(/\{(ingredients|language)\}/);
    expect(call!.inputs.max_tokens).toBeGreaterThanOrEqual(2048);
    const format = call!.inputs.response_format as { type: string; json_schema: { required: string[]; properties: Record<string, { required?: string[] }> } };
    expect(format.type).toBe("json_schema");
    expect(format.json_schema.required).toEqual(["title", "description", "chapters"]);
    expect(format.json_schema.properties.chapters!.required).toEqual([...CHAPTER_NAMES]);

    expect(story.title).toBe("The Dragon and the Lighthouse");
    expect(story.description).toBe("A small dragon learns to love the night.");
    expect(Object.keys(story.narrative)).toEqual([...CHAPTER_NAMES]);
    expect(story.narrative.dilemma).toEqual([
      { type: "title", text: "The dilemma" },
      { type: "plain", text: "Pip the dragon had a gentle dilemma." },
      { type: "dialogue", speaker: "Pip", text: "What a lovely night!" },
    ]);
  });

  it("parses a response given as JSON text, fenced or not, and a chapter given as one string", async () => {
    const text = JSON.stringify(storyJson({ chapters: { ...storyJson().chapters, closing: "And they all slept well." } }));
    for (const response of [text, "```json\n" + text + "\n```", `Here is your story:\n${text}`]) {
      const { runner } = standIn(() => ({ response }));
      const story = await createWorkersAiProvider(env, runner).writeStory(writeRequest);
      expect(story.title).toBe("The Dragon and the Lighthouse");
      expect(story.narrative.closing).toEqual([{ type: "plain", text: "And they all slept well." }]);
    }
  });

  it("drops fields the story does not use", async () => {
    const { runner } = standIn(() => ({ response: { ...storyJson(), mood: "happy" }, usage: { total_tokens: 900 } }));
    const story = await createWorkersAiProvider(env, runner).writeStory(writeRequest);
    expect(Object.keys(story)).toEqual(["title", "description", "narrative"]);
  });

  const { closing: _closing, ...fourChapters } = storyJson().chapters;
  it.each([
    ["malformed JSON", { response: '{"title": "The Dragon", "chapters": {' }, /malformed JSON/],
    ["text without JSON", { response: "Once upon a time..." }, /not JSON/],
    ["no response", { request_id: "abc" }, /no response/],
    ["a missing chapter", { response: storyJson({ chapters: fourChapters }) }, /chapters\.closing/],
    ["an empty chapter", { response: storyJson({ chapters: { ...storyJson().chapters, opening: [] } }) }, /chapters\.opening/],
    ["an empty title", { response: storyJson({ title: "   " }) }, /title/],
    ["a missing description", { response: storyJson({ description: undefined }) }, /description/],
    [
      "a dialogue line without a speaker",
      { response: storyJson({ chapters: { ...storyJson().chapters, buildUp: [{ type: "dialogue", text: "Hello" }] } }) },
      /chapters\.buildUp/,
    ],
  ])("throws on %s, so the pipeline retries", async (_, answer, message) => {
    const { runner } = standIn(() => answer);
    const attempt = createWorkersAiProvider(env, runner).writeStory(writeRequest);
    await expect(attempt).rejects.toBeInstanceOf(WorkersAiError);
    await expect(attempt).rejects.toThrow(message);
  });

  it("throws a clear error when /admin left no text model or story prompt", async () => {
    const { runner, calls } = standIn(() => ({ response: storyJson() }));
    await setConfig("aiModels", { image: DEFAULT_CONFIG.aiModels.image });
    await expect(createWorkersAiProvider(env, runner).writeStory(writeRequest)).rejects.toThrow("no model configured for text");
    await setConfig("aiPrompts", { story: 42 });
    await expect(createWorkersAiProvider(env, runner).writeStory(writeRequest)).rejects.toThrow("no prompt configured for story");
    expect(calls).toEqual([]);
  });

  it("refuses a story whose text the blocklist flags", async () => {
    const chapters = { ...storyJson().chapters, resolution: [{ type: "plain", text: "Then the knight wanted to kill the dragon." }] };
    const { runner } = standIn(() => ({ response: storyJson({ chapters }) }));
    await expect(createWorkersAiProvider(env, runner).writeStory(writeRequest)).rejects.toThrow(/moderation \(kill\)/);
  });

  it("uses the model and prompt configured in /admin", async () => {
    await setConfig("aiModels", { ...DEFAULT_CONFIG.aiModels, text: "@cf/test/storyteller" });
    await setConfig("aiPrompts", { ...DEFAULT_CONFIG.aiPrompts, story: "Tell a {language} tale about {ingredients}. JSON please." });
    const { runner, calls } = standIn(() => ({ response: storyJson() }));
    await createWorkersAiProvider(env, runner).writeStory(writeRequest);
    expect(calls[0]!.model).toBe("@cf/test/storyteller");
    expect((calls[0]!.inputs.messages as { content: string }[]).at(-1)!.content).toBe(
      "Tell a English tale about a dragon, a lighthouse. JSON please.",
    );
  });
});

describe("workers-ai provider: illustrate", () => {
  const longScene = [
    { type: "title" as const, text: "A stormy night" },
    { type: "plain" as const, text: "Pip flew over the sea. ".repeat(20) + "THE-END-OF-THE-SCENE" },
  ];
  const request = { ideas: ["a dragon", "a lighthouse"], language: "en-US" as const, seed: 7, title: "Pip's Night", chapter: "dilemma" as const, scene: longScene };

  it("asks the configured image model with the filled prompt and a shortened scene, and decodes the base64 JPEG", async () => {
    const { runner, calls } = standIn(() => ({ image: base64(JPEG) }));
    const media = await createWorkersAiProvider(env, runner).illustrate(request);

    expect(calls).toHaveLength(1);
    expect(calls[0]!.model).toBe("@cf/black-forest-labs/flux-1-schnell");
    expect(Object.keys(calls[0]!.inputs).sort()).toEqual(["prompt", "steps"]);
    expect(calls[0]!.inputs.steps).toBe(4);
    const prompt = calls[0]!.inputs.prompt as string;
    expect(prompt).toContain('Story "Pip\'s Night", chapter dilemma.');
    expect(prompt).toContain("Include: a dragon, a lighthouse.");
    const scene = /Scene: (.*?)\. Include:/.exec(prompt)![1]!;
    expect(scene.startsWith("A stormy night Pip flew over the sea.")).toBe(true);
    expect(scene.length).toBeLessThanOrEqual(300);
    expect(scene.endsWith("…")).toBe(true);
    expect(prompt).not.toContain("THE-END-OF-THE-SCENE");
    expect(prompt).not.toMatch(/\{\w+\}/);

    expect(media).toEqual({ bytes: JPEG, contentType: "image/jpeg" });
  });

  it("illustrates the cover from the story's description", async () => {
    const { runner, calls } = standIn(() => ({ image: base64(JPEG) }));
    await createWorkersAiProvider(env, runner).illustrate({ ...request, chapter: "cover", scene: "A small dragon learns to love the night." });
    const prompt = calls[0]!.inputs.prompt as string;
    expect(prompt).toContain("chapter cover.");
    expect(prompt).toContain("Scene: A small dragon learns to love the night. Include:");
  });

  it.each([
    ["base64 PNG", { image: base64(PNG) }, PNG, "image/png"],
    ["a base64 data URI", { image: `data:image/jpeg;base64,${base64(JPEG)}` }, JPEG, "image/jpeg"],
    ["raw bytes", JPEG, JPEG, "image/jpeg"],
    ["a stream", () => new Blob([PNG]).stream(), PNG, "image/png"],
  ])("accepts %s", async (_, answer, bytes, contentType) => {
    const { runner } = standIn(() => (typeof answer === "function" ? answer() : answer));
    expect(await createWorkersAiProvider(env, runner).illustrate(request)).toEqual({ bytes, contentType });
  });

  it.each([
    ["no image", { response: "sorry" }, /no image/],
    ["an empty image", { image: "" }, /empty/],
    ["invalid base64", { image: "not base64!" }, /base64/],
    ["base64 of an impossible length", { image: "abcde" }, /base64/],
    ["bytes that are not a JPEG or PNG", { image: base64(new TextEncoder().encode("<html>error</html>")) }, /neither JPEG nor PNG/],
  ])("throws on %s", async (_, answer, message) => {
    const { runner } = standIn(() => answer);
    await expect(createWorkersAiProvider(env, runner).illustrate(request)).rejects.toThrow(message);
  });

  it("uses the image model and prompt configured in /admin", async () => {
    await setConfig("aiModels", { ...DEFAULT_CONFIG.aiModels, image: "@cf/test/painter" });
    await setConfig("aiPrompts", { ...DEFAULT_CONFIG.aiPrompts, illustration: "{title} / {chapter} / {ingredients}" });
    const { runner, calls } = standIn(() => ({ image: base64(JPEG) }));
    await createWorkersAiProvider(env, runner).illustrate(request);
    expect(calls[0]).toEqual({ model: "@cf/test/painter", inputs: { prompt: "Pip's Night / dilemma / a dragon, a lighthouse", steps: 4 } });
  });
});

describe("workers-ai provider: moderate", () => {
  it("refuses blocklisted ideas without asking the safety model", async () => {
    const { runner, calls } = standIn(() => ({ response: { safe: true } }));
    const result = await createWorkersAiProvider(env, runner).moderate(["a kitten", "un meurtre"], "fr-FR");
    expect(result).toEqual({ allowed: false, flagged: ["un meurtre"] });
    expect(calls).toEqual([]);
  });

  it("asks the safety model about each idea and names the ones it finds unsafe", async () => {
    const { runner, calls } = standIn(({ inputs }) => {
      const idea = (inputs.messages as { content: string }[])[0]!.content;
      if (idea === "how to pick a lock") return { response: { safe: false, categories: ["S2"] } };
      if (idea === "a mean bully") return { response: "unsafe\nS10" };
      return idea === "a kitten" ? { response: { safe: true } } : { response: "safe" };
    });
    const ideas = ["a kitten", "how to pick a lock", "a treehouse", "a mean bully"];
    expect(await createWorkersAiProvider(env, runner).moderate(ideas, "en-US")).toEqual({
      allowed: false,
      flagged: ["how to pick a lock", "a mean bully"],
    });
    expect(calls.map((call) => call.model)).toEqual(Array(4).fill("@cf/meta/llama-guard-3-8b"));
    expect(calls[0]!.inputs).toEqual({ messages: [{ role: "user", content: "a kitten" }], response_format: { type: "json_object" } });
  });

  it("allows ideas the blocklist and the safety model both accept", async () => {
    const { runner } = standIn(() => ({ response: { safe: true, categories: [] } }));
    expect(await createWorkersAiProvider(env, runner).moderate(["a kitten"], "en-US")).toEqual({ allowed: true });
  });

  it("throws when the safety model gives no verdict", async () => {
    const { runner } = standIn(() => ({ response: "I cannot tell" }));
    await expect(createWorkersAiProvider(env, runner).moderate(["a kitten"], "en-US")).rejects.toThrow(/no verdict/);
  });

  it("skips the safety model when /admin empties aiGuardModel, and uses another one when set", async () => {
    await setConfig("aiGuardModel", "");
    const off = standIn(() => ({ response: { safe: false } }));
    expect(await createWorkersAiProvider(env, off.runner).moderate(["a kitten"], "en-US")).toEqual({ allowed: true });
    expect(off.calls).toEqual([]);

    await db(env).update(configs).set({ value: "@cf/test/guard" }).where(eq(configs.key, "aiGuardModel"));
    invalidateConfigCache();
    const other = standIn(() => ({ response: { safe: true } }));
    await createWorkersAiProvider(env, other.runner).moderate(["a kitten"], "en-US");
    expect(other.calls.map((call) => call.model)).toEqual(["@cf/test/guard"]);
  });
});

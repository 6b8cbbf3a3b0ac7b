/**
 * The model roles' input builders are typed by `AiModels` (@cloudflare/workers-types): a wrong field is
 * a type error. `npm run typecheck` covers this file (tsconfig.worker.json includes test/worker), and
 * each `@ts-expect-error` fails the check if the line below it ever compiles.
 */
import { describe, expect, it } from "vitest";
import type { AiRunner } from "../../worker/generation/providers/workers-ai/binding";
import { MODEL_ROLES, SPEECH_MODELS, TIMING_MODELS, type ModelInput } from "../../worker/ai/models";

/** The real binding fits the provider's runner. */
const bindingFits = (binding: Ai): AiRunner => binding;
void bindingFits;

describe("typed model inputs", () => {
  it("refuses MeloTTS's text field, Whisper's audio bytes and an unknown model at compile time", async () => {
    const calls: string[] = [];
    const ai: AiRunner = {
      run: async (model) => {
        calls.push(model);
        return {};
      },
    };
    // @ts-expect-error MeloTTS reads `prompt`, not `text`.
    await ai.run("@cf/myshell-ai/melotts", { text: "Bonjour", lang: "fr" });
    // @ts-expect-error Whisper takes the audio as base64 text, not bytes.
    await ai.run("@cf/openai/whisper-large-v3-turbo", { audio: new Uint8Array([1, 2, 3]) });
    // @ts-expect-error flux-1-schnell has no negative prompt.
    await ai.run("@cf/black-forest-labs/flux-1-schnell", { prompt: "a dragon", negative_prompt: "text" });
    // @ts-expect-error Not a model of the catalogue.
    await ai.run("@cf/test/painter", { prompt: "a dragon" });
    // @ts-expect-error A builder typed for MeloTTS cannot answer Aura's shape.
    const wrong: (text: string) => ModelInput<"@cf/myshell-ai/melotts"> = (text) => ({ text });
    void wrong;
    expect(calls).toEqual(["@cf/myshell-ai/melotts", "@cf/openai/whisper-large-v3-turbo", "@cf/black-forest-labs/flux-1-schnell", "@cf/test/painter"]);
  });

  it("builds each voice's and Whisper's documented input", () => {
    expect(SPEECH_MODELS["@cf/myshell-ai/melotts"]({ text: "Bonjour", lang: "fr" })).toEqual({ prompt: "Bonjour", lang: "fr" });
    expect(SPEECH_MODELS["@cf/deepgram/aura-2-en"]({ text: "Hello", lang: "en", speaker: "luna" })).toEqual({ text: "Hello", speaker: "luna" });
    // A speaker Aura-2 does not have is left out rather than sent.
    expect(SPEECH_MODELS["@cf/deepgram/aura-2-en"]({ text: "Hello", lang: "en", speaker: "nobody" })).toEqual({ text: "Hello" });
    expect(TIMING_MODELS["@cf/openai/whisper-large-v3-turbo"]({ base64: "AAA=", lang: "fr" })).toEqual({ audio: "AAA=", language: "fr" });
    expect(MODEL_ROLES.picture).toEqual(["@cf/black-forest-labs/flux-1-schnell"]);
    expect(MODEL_ROLES.voice["fr-FR"].at(-1)).toBe("device");
  });
});

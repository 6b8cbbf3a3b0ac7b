import { describe, expect, it } from "vitest";
import type { NarrativeItem } from "../../shared/narrative";
import { characterVoiceFor, narrate, narrationScript, synthesise, voiceFor } from "../../dev/offline-engine/narrator";
import type { NarrateRequest } from "../../worker/generation/providers/provider";
import { CHAPTER_EN, CHAPTER_FR } from "./narration-chapters";
import { durationSeconds, parseMp3 } from "./media-formats";

function request(overrides: Partial<NarrateRequest>): NarrateRequest {
  return { language: "en-US", seed: 42, chapter: "opening", items: CHAPTER_EN, ...overrides };
}

/**
 * The voice's median fundamental frequency in Hz: autocorrelation over 46 ms frames of voiced
 * speech (loud enough), searching 70–400 Hz. Enough to tell two voices apart, not a pitch tracker.
 */
function medianPitch(samples: Int16Array, sampleRate: number): number {
  const frame = 1024;
  const pitches: number[] = [];
  for (let start = 0; start + frame * 2 <= samples.length; start += frame) {
    let energy = 0;
    for (let i = start; i < start + frame; i++) energy += (samples[i] ?? 0) ** 2;
    if (Math.sqrt(energy / frame) < 1500) continue;
    let bestLag = 0;
    let best = 0;
    for (let lag = Math.floor(sampleRate / 400); lag <= Math.ceil(sampleRate / 70); lag++) {
      let sum = 0;
      let norm = 0;
      for (let i = start; i < start + frame; i++) {
        sum += (samples[i] ?? 0) * (samples[i + lag] ?? 0);
        norm += (samples[i + lag] ?? 0) ** 2;
      }
      const score = sum / Math.sqrt(energy * norm || 1);
      if (score > best) {
        best = score;
        bestLag = lag;
      }
    }
    if (best > 0.5) pitches.push(sampleRate / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)] ?? 0;
}

const LINE = "We will find the way home together, before the moon is high.";

/** The same line as the narrator's (plain) and as a character's (dialogue). */
async function narratorAndCharacter(language: NarrateRequest["language"], seed: number, speaker: string) {
  const narrator = await synthesise(request({ language, seed, items: [{ type: "plain", text: LINE }] }));
  const character = await synthesise(request({ language, seed, items: [{ type: "dialogue", speaker, text: LINE }] }));
  return { narrator: medianPitch(narrator.samples, narrator.sampleRate), character: medianPitch(character.samples, character.sampleRate) };
}

describe("offline narration: voices", { timeout: 60_000 }, () => {
  it("gives each speaking character another variant and livelier intonation than the narrator", () => {
    for (const language of ["en-US", "fr-FR"] as const) {
      for (let seed = 0; seed < 30; seed++) {
        const narrator = voiceFor(language, seed);
        for (const speaker of ["Pip", "Grandma Rose", "Mamie Rose", "Léo"]) {
          const character = characterVoiceFor(language, seed, speaker);
          expect(character.voice).not.toBe(narrator.voice);
          expect(character.range).toBeGreaterThan(narrator.range);
        }
      }
    }
    // Two characters of one story usually differ from each other too.
    const pairs = Array.from({ length: 30 }, (_, seed) => [characterVoiceFor("en-US", seed, "Pip"), characterVoiceFor("en-US", seed, "Zoé")]);
    expect(pairs.filter(([a, b]) => JSON.stringify(a) !== JSON.stringify(b)).length).toBeGreaterThan(25);
  });

  it("keeps a character's voice for the whole story: derived from the story's seed and the name only", () => {
    expect(characterVoiceFor("en-US", 7, "Grandma Rose")).toEqual(characterVoiceFor("en-US", 7, " grandma rose "));
    const opening = narrationScript(request({ seed: 7, chapter: "opening" }));
    const closing = narrationScript(
      request({ seed: 7, chapter: "closing", items: [{ type: "dialogue", speaker: "Grandma Rose", text: "Good night, Pip." }] }),
    );
    const inOpening = opening.find((piece) => piece.item === 3)!.settings;
    expect(closing[0]!.settings).toEqual(inOpening);
  });

  it.each([
    ["en-US", "Pip"],
    ["fr-FR", "Mamie Rose"],
  ] as const)("%s: the character's line sounds measurably different from the narrator's (median pitch)", async (language, speaker) => {
    // Seeds where the narrator and the character share a register (both variants male or both
    // female), the hard case: only the pitch tells them apart there.
    const kind = (voice: string) => voice.split("+")[1]![0];
    const seeds = Array.from({ length: 40 }, (_, seed) => seed)
      .filter((seed) => kind(voiceFor(language, seed).voice) === kind(characterVoiceFor(language, seed, speaker).voice))
      .slice(0, 4);
    expect(seeds).toHaveLength(4);
    for (const seed of seeds) {
      const { narrator, character } = await narratorAndCharacter(language, seed, speaker);
      expect(narrator).toBeGreaterThan(70);
      expect(character).toBeGreaterThan(70);
      // At least 10 % apart: a listener hears another person.
      expect(Math.abs(character - narrator) / narrator, `seed ${seed}: ${narrator.toFixed(0)} Hz vs ${character.toFixed(0)} Hz`).toBeGreaterThan(0.1);
    }
  });

  it.each([
    ["en-US", CHAPTER_EN],
    ["fr-FR", CHAPTER_FR],
  ] as const)("%s: reads more slowly for the youngest listeners (3–5) than for the default band", async (language, chapter) => {
    const youngest = await narrate(request({ language, items: chapter, ageBand: "3-5" }));
    const standard = await narrate(request({ language, items: chapter }));
    const older = await narrate(request({ language, items: chapter, ageBand: "9-12" }));
    const [slow, normal, quick] = [youngest, standard, older].map((media) => durationSeconds(parseMp3(media.bytes)));
    expect(slow).toBeGreaterThan(normal! * 1.15);
    expect(quick).toBeLessThan(normal!);
    // And the timings follow the slower audio.
    expect(youngest.wordTimings!.at(-1)!.end).toBeGreaterThan(standard.wordTimings!.at(-1)!.end * 1.15);
  });

  it("pauses briefly between sentences and longer before the chapter's last line", async () => {
    const chapter: NarrativeItem[] = [
      { type: "plain", text: "The stars came out. The owl woke up." },
      { type: "plain", text: "Everyone was sleepy." },
      { type: "plain", text: "Good night." },
    ];
    const { wordTimings } = await narrate(request({ items: chapter }));
    const gapAfter = (word: number) => wordTimings![word + 1]!.start - wordTimings![word]!.end;
    const betweenSentences = gapAfter(3); // "out." → "The"
    const betweenLines = gapAfter(7); // "up." → "Everyone"
    const beforeLastLine = gapAfter(10); // "sleepy." → "Good"
    expect(betweenSentences).toBeGreaterThan(0.2);
    expect(betweenLines).toBeGreaterThan(betweenSentences);
    expect(beforeLastLine).toBeGreaterThan(betweenLines + 0.4);
  });
});

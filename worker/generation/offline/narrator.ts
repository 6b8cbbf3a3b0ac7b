/**
 * The offline provider's narrator: real speech with no account and no network. eSpeak NG reads the
 * chapter in English or French, LAME turns the PCM into a compact MP3 (mono, 22.05 kHz, 48 kbit/s).
 * A narration is a pure function of its request: a retried step stores the same bytes.
 */
import type { Language } from "../../db/schema";
import type { GeneratedMedia, NarrateRequest } from "../provider";
import { speak, type Speech, type VoiceSettings } from "./espeak/engine";
import { encodeMp3 } from "./mp3";

const VOICES: Record<Language, { voice: string; rate: number }> = {
  // Slower than espeak's 175: a 130-word chapter lasts ~55 s in English (~145 words a minute with
  // pauses) and French reads at a similar syllable pace.
  "en-US": { voice: "en-us", rate: 130 },
  "fr-FR": { voice: "fr", rate: 125 },
};

// Storyteller timbres among espeak's variants: the plain female and male ones, leaving out the
// robotic (klatt), whispering, croaking and trembling (grandma/grandpa) voices.
const VARIANTS = ["f3", "m3", "f4", "m6", "f2", "m7"] as const;

/** Spreads nearby seeds (stories created one after another) over the variants and pitches. */
function mix(seed: number): number {
  let x = Math.trunc(seed) | 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  return (x ^ (x >>> 16)) >>> 0;
}

/** The story's narrator: same seed, same voice for all five chapters. */
export function voiceFor(language: Language, seed: number): VoiceSettings {
  const base = VOICES[language];
  const hash = mix(seed);
  const variant = VARIANTS[hash % VARIANTS.length] ?? VARIANTS[0];
  return {
    voice: `${base.voice}+${variant}`,
    rate: base.rate - 5 + ((hash >>> 8) % 11),
    pitch: 44 + ((hash >>> 16) % 13),
    // A little more melody than espeak's flat default (50), as one reads to a child.
    range: 65,
  };
}

/** The script's lines become sentences, so dialogue lines without final punctuation still pause. */
export function speechText(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line.length > 0)
    .map((line) => (/[.!?…:;,»"”']$/.test(line) ? line : `${line}.`))
    .join("\n");
}

/** The chapter as 16-bit mono PCM, before encoding. */
export function synthesise(request: NarrateRequest): Promise<Speech> {
  return speak(speechText(request.text), voiceFor(request.language, request.seed));
}

export async function narrate(request: NarrateRequest): Promise<GeneratedMedia> {
  const speech = await synthesise(request);
  // Text with (almost) nothing to say still gets a playable file of at least half a second.
  const minimum = Math.round(speech.sampleRate / 2);
  let samples = speech.samples;
  if (samples.length < minimum) {
    samples = new Int16Array(minimum);
    samples.set(speech.samples);
  }
  return { bytes: await encodeMp3(samples, speech.sampleRate), contentType: "audio/mpeg" };
}

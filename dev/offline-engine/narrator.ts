/**
 * The offline provider's narrator: real speech with no account and no network. eSpeak NG reads the
 * chapter in English or French — the narrator with the story's voice, each speaking character with
 * its own — LAME turns the PCM into a compact MP3 (mono, 22.05 kHz, 48 kbit/s), and the word events
 * espeak reports while reading become the chapter's word timings (shared/read-along.ts).
 * A narration is a pure function of its request: a retried step stores the same bytes and timings.
 */
import type { Language } from "../../shared/enums";
import { DEFAULT_AGE_BAND, type AgeBand } from "../../shared/age-bands";
import { chapterItems, narrationWords, type WordTiming } from "../../shared/read-along";
import type { NarrateRequest, Narration } from "../../worker/generation/providers/provider";
import { concatenate, speakAll, type SpeechMark, type Utterance, type VoiceSettings } from "./espeak/engine";
import { speakerSeed } from "../../shared/seeded-random";
import { syllables } from "../../shared/read-along";
import { encodeMp3, MP3_START_DELAY_SAMPLES } from "./mp3";

const VOICES: Record<Language, { voice: string; rate: number }> = {
  // Slower than espeak's 175: a 130-word chapter lasts ~55 s in English (~145 words a minute with
  // pauses) and French reads at a similar syllable pace.
  "en-US": { voice: "en-us", rate: 130 },
  "fr-FR": { voice: "fr", rate: 125 },
};

// Storyteller timbres among espeak's variants: the plain female and male ones, leaving out the
// robotic (klatt), whispering, croaking and trembling (grandma/grandpa) voices.
const VARIANTS = ["f3", "m3", "f4", "m6", "f2", "m7"] as const;

/** Pace by age band: the youngest listeners get slower speech and longer pauses. */
const PACE: Record<AgeBand, { rate: number; pauses: number }> = {
  "3-5": { rate: 0.82, pauses: 1.5 },
  "6-8": { rate: 1, pauses: 1 },
  "9-12": { rate: 1.04, pauses: 0.9 },
};

/** Silence after each piece, in seconds (before the age band's factor). */
const PAUSES = {
  /** Between two sentences of one line. */
  sentence: 0.35,
  /** Between two lines. */
  line: 0.55,
  /** After a chapter title. */
  title: 0.8,
  /** Before the chapter's last line: the listener hears the chapter closing. */
  beforeLastLine: 1.2,
  /** After the last word, so the chapter does not stop dead. */
  end: 0.3,
} as const;

/** An utterance's audio ends where its last audible sample is (espeak trails a little silence). */
const AUDIBLE = 200;
const TAIL_SECONDS = 0.02;

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

/**
 * Median fundamental frequency (Hz) of each variant at espeak's pitch 50, measured on an English
 * sentence; each 20 steps of espeak's pitch scale multiply it by about 1.17 (2^(20/88)).
 */
const VARIANT_HZ: Record<(typeof VARIANTS)[number], number> = { f3: 206, m3: 104, f4: 178, m6: 102, f2: 193, m7: 107 };
const PITCH_STEPS_PER_OCTAVE = 88;
const PITCH_RANGE = [5, 95] as const;
/** A character's voice sits at least this factor above or below the narrator's. */
const APART = 1.3;

const variantOf = (settings: VoiceSettings) => settings.voice.split("+")[1] as (typeof VARIANTS)[number];
const hzOf = (variant: (typeof VARIANTS)[number], pitch: number) => VARIANT_HZ[variant] * 2 ** ((pitch - 50) / PITCH_STEPS_PER_OCTAVE);
const pitchFor = (variant: (typeof VARIANTS)[number], hz: number) => 50 + PITCH_STEPS_PER_OCTAVE * Math.log2(hz / VARIANT_HZ[variant]);

/**
 * A speaking character's voice, derived from the story's seed and the speaker's name so every
 * chapter gives the same character the same voice: another variant than the narrator's, pitched
 * about a third above (or, when the variant cannot reach that, below) the narrator's voice, so a
 * listener hears another person even when both variants are of one kind; livelier intonation and
 * a slightly different pace.
 */
export function characterVoiceFor(language: Language, seed: number, speaker: string): VoiceSettings {
  const narrator = voiceFor(language, seed);
  const narratorHz = hzOf(variantOf(narrator), narrator.pitch);
  const base = VOICES[language];
  const hash = mix(speakerSeed(seed, speaker));
  const others = VARIANTS.filter((variant) => variant !== variantOf(narrator));
  const variant = others[hash % others.length] ?? VARIANTS[0];
  const clamp = (pitch: number) => Math.min(PITCH_RANGE[1], Math.max(PITCH_RANGE[0], Math.round(pitch)));
  const apart = (pitch: number) => {
    const ratio = hzOf(variant, pitch) / narratorHz;
    return ratio >= APART || ratio <= 1 / APART;
  };
  // The variant's own register first (a male variant under a female narrator is already far off).
  const natural = 40 + ((hash >>> 8) % 21);
  let pitch = natural;
  if (!apart(natural)) {
    // Else upwards when the variant can get there; downwards with a wider margin, because
    // espeak's scale squeezes the low end and a lower voice lands nearer than the numbers say.
    const up = clamp(pitchFor(variant, narratorHz * APART) + 2);
    pitch = hzOf(variant, up) >= narratorHz * APART ? up : clamp(pitchFor(variant, narratorHz / (APART * 1.15)));
  }
  return {
    voice: `${base.voice}+${variant}`,
    rate: narrator.rate - 6 + ((hash >>> 20) % 13),
    pitch,
    range: 70 + ((hash >>> 24) % 11),
  };
}

/** The age band's pace applied to a voice. */
function paced(settings: VoiceSettings, ageBand: AgeBand): VoiceSettings {
  return { ...settings, rate: Math.round(settings.rate * PACE[ageBand].rate) };
}

/** One sentence to read: where its text sits in the chapter and the silence after it. */
export interface ScriptPiece extends Utterance {
  /** Index of the chapter item (chapterItems) the sentence comes from. */
  item: number;
  /** Where the sentence starts in the item's text (UTF-16 index). */
  offset: number;
  /** Seconds of silence after the sentence. */
  pauseAfter: number;
}

/** Sentence ends: terminal punctuation, closing quotes or brackets, then white space. */
const SENTENCE_END = /[.!?…]+["'”’»)\]]*\s+/g;

function sentencesOf(text: string): { offset: number; text: string }[] {
  const sentences: { offset: number; text: string }[] = [];
  let start = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    sentences.push({ offset: start, text: text.slice(start, end) });
    start = end;
  }
  if (start < text.length) sentences.push({ offset: start, text: text.slice(start) });
  return sentences.filter((sentence) => /[\p{L}\p{N}]/u.test(sentence.text));
}

/**
 * What espeak reads for a sentence: the same characters (so its text positions stay those of the
 * chapter), line breaks as spaces, and a full stop when a line ends without punctuation so it
 * still closes like a sentence.
 */
export function speechText(sentence: string): string {
  const flat = sentence.replace(/\s/g, " ");
  return /[.!?…:;,»"”']\s*$/.test(flat) ? flat : `${flat.trimEnd()}.`;
}

/** The chapter as sentences, each with its voice and the pause after it. */
export function narrationScript(request: NarrateRequest): ScriptPiece[] {
  const ageBand = request.ageBand ?? DEFAULT_AGE_BAND;
  const narrator = paced(voiceFor(request.language, request.seed), ageBand);
  const items = chapterItems(request.items);
  const pieces: ScriptPiece[] = [];
  items.forEach((entry, item) => {
    const settings =
      entry.type === "dialogue" ? paced(characterVoiceFor(request.language, request.seed, entry.speaker), ageBand) : narrator;
    const sentences = sentencesOf(entry.text);
    const afterLine = item === items.length - 2 ? PAUSES.beforeLastLine : entry.type === "title" ? PAUSES.title : PAUSES.line;
    sentences.forEach((sentence, index) => {
      const last = index === sentences.length - 1;
      const pause = last ? (item === items.length - 1 ? PAUSES.end : afterLine) : PAUSES.sentence;
      pieces.push({
        item,
        offset: sentence.offset,
        text: speechText(sentence.text),
        settings,
        pauseAfter: pause * PACE[ageBand].pauses,
      });
    });
  });
  return pieces;
}

/** A word of narrationWords with where it sits in its item's text. */
interface PlacedWord {
  index: number;
  item: number;
  /** UTF-16 range in the item's text. */
  start: number;
  end: number;
}

/** narrationWords() located in their items' text, so espeak's text positions can be mapped back. */
function placeWords(items: ReturnType<typeof chapterItems>): PlacedWord[] {
  const cursors = new Map<number, number>();
  return narrationWords(items).map((word, index) => {
    const text = items[word.item]?.text ?? "";
    const start = text.indexOf(word.text, cursors.get(word.item) ?? 0);
    const at = start < 0 ? (cursors.get(word.item) ?? 0) : start;
    cursors.set(word.item, at + word.text.length);
    return { index, item: word.item, start: at, end: at + word.text.length };
  });
}

/** A word's place in samples of the chapter's PCM (before encoding). */
export interface TimedWordSamples {
  i: number;
  start: number;
  end: number;
  /** False when espeak reported no event for the word and its place was interpolated. */
  fromEvent: boolean;
}

/** espeak's own report of one sentence: its first sample in the chapter's PCM and its marks. */
export interface SpokenPiece {
  piece: ScriptPiece;
  startSample: number;
  marks: SpeechMark[];
}

/** The chapter as 16-bit mono PCM, with its words placed and what espeak reported for each sentence. */
export interface ChapterSpeech {
  samples: Int16Array;
  sampleRate: number;
  words: TimedWordSamples[];
  pieces: SpokenPiece[];
}

function lastAudibleSample(samples: Int16Array): number {
  for (let i = samples.length - 1; i >= 0; i--) if (Math.abs(samples[i] ?? 0) > AUDIBLE) return i + 1;
  return 0;
}

/** Code-point index → UTF-16 index in `text` (espeak counts code points). */
function utf16Index(text: string, codePoints: number): number {
  let index = 0;
  for (let seen = 0; seen < codePoints && index < text.length; seen++) {
    index += (text.codePointAt(index) ?? 0) > 0xffff ? 2 : 1;
  }
  return index;
}

export async function synthesise(request: NarrateRequest): Promise<ChapterSpeech> {
  const items = chapterItems(request.items);
  const script = narrationScript(request);
  const spoken = await speakAll(script);
  const sampleRate = spoken[0]?.sampleRate ?? 22_050;
  const placed = placeWords(items);

  const parts: Int16Array[] = [];
  const pieces: SpokenPiece[] = [];
  const words = new Map<number, TimedWordSamples>();
  let cursor = 0;
  script.forEach((piece, index) => {
    const utterance = spoken[index];
    if (!utterance) return;
    const length = Math.min(utterance.samples.length, lastAudibleSample(utterance.samples) + Math.round(TAIL_SECONDS * sampleRate));
    pieces.push({ piece, startSample: cursor, marks: utterance.marks });

    // Words of this sentence, in order: espeak's word marks give their starts; a word ends at the
    // next mark that is not inside it (the next word, a pause) or where the sentence's audio ends.
    const inPiece = placed.filter((word) => word.item === piece.item && word.start >= piece.offset && word.start < piece.offset + piece.text.length);
    const wordAt = (mark: SpeechMark) => {
      const at = piece.offset + utf16Index(piece.text, mark.textIndex);
      return inPiece.find((word) => at >= word.start && at < word.end) ?? inPiece.find((word) => word.start >= at);
    };
    utterance.marks.forEach((mark, markIndex) => {
      if (mark.kind !== "word") return;
      const word = wordAt(mark);
      if (!word || words.has(word.index)) return;
      const start = Math.min(mark.sample, length);
      const next = utterance.marks
        .slice(markIndex + 1)
        .find((other) => other.sample > start && (other.kind !== "word" || wordAt(other) !== word));
      const end = Math.min(next?.sample ?? length, length);
      words.set(word.index, { i: word.index, start: cursor + start, end: cursor + Math.max(end, start + 1), fromEvent: true });
    });

    parts.push(utterance.samples.subarray(0, length), new Int16Array(Math.round(piece.pauseAfter * sampleRate)));
    cursor += length + Math.round(piece.pauseAfter * sampleRate);
  });

  return { samples: concatenate(parts), sampleRate, words: fillGaps(narrationWords(items), words), pieces };
}

/**
 * Words espeak gave no event for: it says some short words as one with their neighbour ("in the",
 * "did not"), reporting only the first. That word's span (up to espeak's next mark) is shared
 * among them by syllables, so the player's highlight still walks through every word.
 */
function fillGaps(words: readonly { text: string }[], timed: Map<number, TimedWordSamples>): TimedWordSamples[] {
  const result: TimedWordSamples[] = [];
  for (let i = 0; i < words.length; i++) {
    const known = timed.get(i);
    if (known) {
      result.push(known);
      continue;
    }
    let next = i + 1;
    while (next < words.length && !timed.has(next)) next++;
    // The timed word before the run ends at espeak's next mark, so its span already holds the
    // words said with it; without one (the chapter's first words), they come before the next.
    const before = result.pop();
    const from = before?.start ?? 0;
    const to = before?.end ?? timed.get(next)?.start ?? from;
    const run = [...(before ? [before.i] : []), ...Array.from({ length: next - i }, (_, k) => i + k)];
    const weights = run.map((index) => syllables(words[index]?.text ?? ""));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let at = from;
    run.forEach((index, k) => {
      const start = Math.round(at);
      const end = k === run.length - 1 ? to : Math.round(at + ((to - from) * weights[k]!) / total);
      result.push({ i: index, start, end: Math.max(end, start + 1), fromEvent: before?.i === index });
      at = Math.max(end, start + 1);
    });
    i = next - 1;
  }
  return result;
}

/** Seconds in the stored MP3, to the millisecond: the decoder's start delay comes before every sample. */
function mp3Seconds(sample: number, sampleRate: number): number {
  return Math.round(((sample + MP3_START_DELAY_SAMPLES) / sampleRate) * 1000) / 1000;
}

export async function narrate(request: NarrateRequest): Promise<Narration> {
  const speech = await synthesise(request);
  // Text with (almost) nothing to say still gets a playable file of at least half a second.
  const minimum = Math.round(speech.sampleRate / 2);
  let samples = speech.samples;
  if (samples.length < minimum) {
    samples = new Int16Array(minimum);
    samples.set(speech.samples);
  }
  const wordTimings: WordTiming[] = speech.words.map((word) => {
    const start = mp3Seconds(word.start, speech.sampleRate);
    return { i: word.i, start, end: Math.max(mp3Seconds(word.end, speech.sampleRate), start + 0.001) };
  });
  return { bytes: await encodeMp3(samples, speech.sampleRate), contentType: "audio/mpeg", wordTimings };
}

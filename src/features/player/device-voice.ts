import { chapterItems, syllables, type WordTiming } from "../../../shared/read-along";
import type { ChapterNarrative } from "../../../shared/story-json";
import { HAVE_ENOUGH_DATA, type PlayerMedia } from "./player-media";
import { indexTimings, type TimingIndex } from "./read-along";

/** A storyteller's pace for children: a little slower than the voices' own. */
export const DEVICE_VOICE_RATE = 0.9;
/** Estimated time to say one syllable at rate 1 (conversational speech runs at 4–5 a second). */
const SECONDS_PER_SYLLABLE = 0.22;
const COMMA_PAUSE_S = 0.2;
const SENTENCE_PAUSE_S = 0.45;
/** Chrome drops an utterance after about 15 s: a long sentence is spoken in pieces of at most this many words. */
const MAX_WORDS_PER_UTTERANCE = 24;
/** How often the clock is reported while speaking, as an <audio> reports its progress. */
const TIMEUPDATE_MS = 250;

const normaliseTag = (tag: string) => tag.replace(/_/g, "-").toLowerCase();

/**
 * The device's best voice for `language`: a voice on the device itself (it works offline and, unlike
 * network voices, pauses and gives word boundaries reliably) whose language matches exactly, then one
 * of the same language (fr-CA for fr-FR), then network voices the same way; the browser's default
 * voice first among equals. None of the language: null (the story is not read in another accent).
 */
export function pickVoice(voices: readonly SpeechSynthesisVoice[], language: string): SpeechSynthesisVoice | null {
  const wanted = normaliseTag(language);
  const primary = wanted.split("-")[0];
  let best: { voice: SpeechSynthesisVoice; rank: number } | null = null;
  for (const voice of voices) {
    const tag = normaliseTag(voice.lang);
    const exact = tag === wanted;
    if (!exact && tag.split("-")[0] !== primary) continue;
    const rank = (voice.localService ? 0 : 4) + (exact ? 0 : 2) + (voice.default ? 0 : 1);
    if (best === null || rank < best.rank) best = { voice, rank };
  }
  return best?.voice ?? null;
}

/**
 * A word of narrationWords as the voice is given it: with the lone marks that follow it (French sets
 * "?", "!", ":" and ";" apart with a space; narrationWords drops them, the voice needs their tone),
 * and whether a sentence ends there.
 */
export interface SpokenWord {
  item: number;
  said: string;
  endsSentence: boolean;
}

const ENDS_SENTENCE = /[.!?…]["'»”’)]*$/u;

export function spokenWords(narrative: ChapterNarrative): SpokenWord[] {
  const words: SpokenWord[] = [];
  chapterItems(narrative).forEach((entry, item) => {
    // Split as narrationWords splits, so that word n here is word n there.
    for (const token of entry.text.split(/\s+/)) {
      if (/[\p{L}\p{N}]/u.test(token)) {
        words.push({ item, said: token, endsSentence: ENDS_SENTENCE.test(token) });
        continue;
      }
      const last = words.at(-1);
      if (!token || last?.item !== item) continue;
      last.said += ` ${token}`;
      last.endsSentence ||= ENDS_SENTENCE.test(token);
    }
  });
  return words;
}

/** Word ranges [from, to) spoken as one utterance: a sentence, a line, or a piece of a long sentence. */
interface Utterance {
  from: number;
  to: number;
}

export function speechUnits(words: readonly SpokenWord[]): Utterance[] {
  const units: Utterance[] = [];
  let from = 0;
  words.forEach((word, index) => {
    const next = words[index + 1];
    if (!next || next.item !== word.item || word.endsSentence || index + 1 - from >= MAX_WORDS_PER_UTTERANCE) {
      units.push({ from, to: index + 1 });
      from = index + 1;
    }
  });
  return units;
}

/** Each word's estimated place in time when spoken at `rate`: by its syllables, with pauses at commas and sentence ends. */
export function estimateTimings(words: readonly SpokenWord[], units: readonly Utterance[], rate: number): WordTiming[] {
  const lastOfUnit = new Set(units.map((unit) => unit.to - 1));
  let time = 0;
  return words.map((word, i) => {
    const start = time;
    const end = start + (syllables(word.said) * SECONDS_PER_SYLLABLE) / rate;
    const pause = lastOfUnit.has(i) ? SENTENCE_PAUSE_S : /[,;:]["'»”’)]*$/u.test(word.said) ? COMMA_PAUSE_S : 0;
    time = end + pause / rate;
    return { i, start, end };
  });
}

/** Speech errors that only report our own cancel() (a pause or a seek), not a failure. */
const OWN_CANCEL = new Set(["interrupted", "canceled"]);

/**
 * A chapter read aloud by the device (Web Speech API), driven like the chapter's <audio>: play, pause,
 * currentTime (setting it reads from the word at that time), volume (from the next sentence on), and
 * the media events, so the player's controls, read-along and sleep timer work on either.
 *
 * Its clock runs on the estimated timings: each utterance's start and each word boundary the browser
 * reports set it to that word's estimated start, and it does not run past the end of the word last
 * reported (or of the sentence, where the browser reports no boundaries) until speech reaches it.
 * Pausing cancels the speech and resuming speaks again from the word being read: speechSynthesis.pause()
 * does nothing on some devices (Android) and stalls others.
 */
export class DeviceVoice extends EventTarget implements PlayerMedia {
  readonly readyState = HAVE_ENOUGH_DATA;
  readonly timings: TimingIndex;
  readonly duration: number;
  volume = 1;
  private readonly words: readonly SpokenWord[];
  private readonly units: readonly Utterance[];
  private readonly starts: readonly number[];
  private readonly ends: readonly number[];
  private stopped = true;
  /** The word being read, or the one to read from next (words.length once the chapter is over). */
  private word = 0;
  /** Media time `time` at performance.now() `at`, not running past `limit`. */
  private clock = { time: 0, at: 0, limit: 0 };
  /** The utterance being spoken: events from any other are stale. */
  private current: SpeechSynthesisUtterance | null = null;
  private pending: { resolve: () => void; reject: (reason: DOMException) => void } | null = null;
  private ticker: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly synth: SpeechSynthesis,
    private readonly voice: SpeechSynthesisVoice,
    private readonly lang: string,
    narrative: ChapterNarrative,
    private readonly rate = DEVICE_VOICE_RATE,
  ) {
    super();
    this.words = spokenWords(narrative);
    this.units = speechUnits(this.words);
    const estimates = estimateTimings(this.words, this.units, rate);
    this.timings = indexTimings(estimates);
    this.starts = estimates.map((timing) => timing.start);
    this.ends = estimates.map((timing) => timing.end);
    this.duration = this.ends.at(-1) ?? 0;
  }

  get paused(): boolean {
    return this.stopped;
  }

  get currentTime(): number {
    const { time, at, limit } = this.clock;
    if (this.stopped) return time;
    return Math.min(limit, time + (performance.now() - at) / 1000);
  }

  set currentTime(seconds: number) {
    const word = this.wordAtTime(seconds);
    if (!this.stopped) {
      this.speakFrom(word);
    } else {
      this.word = word;
      this.setClock(this.starts[word] ?? 0, this.starts[word] ?? 0);
    }
    this.emit("seeked");
    this.emit("timeupdate");
  }

  play(): Promise<void> {
    if (!this.stopped) return Promise.resolve();
    if (this.word >= this.words.length) this.word = 0;
    this.stopped = false;
    const started = new Promise<void>((resolve, reject) => {
      this.pending = { resolve, reject };
    });
    this.ticker = setInterval(() => this.emit("timeupdate"), TIMEUPDATE_MS);
    this.emit("play");
    this.speakFrom(this.word);
    return started;
  }

  pause(): void {
    if (this.stopped) return;
    const time = this.currentTime;
    this.halt(new DOMException("The speech was paused.", "AbortError"));
    this.word = this.wordAtTime(time);
    this.setClock(time, time);
    this.emit("timeupdate");
    this.emit("pause");
  }

  /** Silences the voice without a word (the chapter is left). */
  dispose(): void {
    if (!this.stopped) this.halt(new DOMException("The chapter was left.", "AbortError"));
  }

  private halt(reason: DOMException) {
    this.stopped = true;
    clearInterval(this.ticker);
    if (this.current) {
      this.current = null;
      this.synth.cancel();
    }
    this.pending?.reject(reason);
    this.pending = null;
  }

  private wordAtTime(seconds: number): number {
    let word = 0;
    while (word + 1 < this.starts.length && this.starts[word + 1]! <= seconds + 1e-6) word++;
    return word;
  }

  private setClock(time: number, limit: number) {
    this.clock = { time, at: performance.now(), limit };
  }

  private emit(type: string) {
    this.dispatchEvent(new Event(type));
  }

  /** Speaks from `from` to the end of its utterance; the next one follows when it ends. */
  private speakFrom(from: number) {
    const unit = this.units.find((candidate) => from < candidate.to);
    if (!unit) return this.finish();
    const spoken = this.words.slice(from, unit.to).map((word) => word.said);
    const offsets: number[] = [];
    let length = 0;
    for (const text of spoken) {
      offsets.push(length);
      length += text.length + 1;
    }
    const utterance = new SpeechSynthesisUtterance(spoken.join(" "));
    Object.assign(utterance, { lang: this.lang, voice: this.voice, rate: this.rate, volume: this.volume });
    const interrupted = this.current !== null;
    this.current = utterance;
    this.word = from;
    this.setClock(this.starts[from]!, this.starts[from]!);
    const live = () => this.current === utterance;

    utterance.addEventListener("start", () => {
      if (!live()) return;
      this.setClock(this.starts[from]!, this.ends[unit.to - 1]!);
      this.pending?.resolve();
      this.pending = null;
      this.emit("timeupdate");
    });
    utterance.addEventListener("boundary", (event) => {
      if (!live() || (event.name && event.name !== "word")) return;
      let offset = 0;
      while (offset + 1 < offsets.length && offsets[offset + 1]! <= event.charIndex) offset++;
      const word = from + offset;
      this.word = word;
      this.setClock(this.starts[word]!, this.ends[word]!);
      this.emit("timeupdate");
    });
    utterance.addEventListener("end", () => {
      if (!live()) return;
      this.current = null;
      this.speakFrom(unit.to);
    });
    utterance.addEventListener("error", (event) => {
      if (!live() || OWN_CANCEL.has(event.error)) return;
      const time = this.currentTime;
      this.halt(new DOMException(`The device could not speak: ${event.error}.`, event.error === "not-allowed" ? "NotAllowedError" : "NotSupportedError"));
      this.setClock(time, time);
      this.emit("pause");
    });
    // A seek while speaking: the sentence being said gives way to the new one.
    if (interrupted) this.synth.cancel();
    this.synth.speak(utterance);
  }

  private finish() {
    this.stopped = true;
    clearInterval(this.ticker);
    this.current = null;
    this.pending?.resolve();
    this.pending = null;
    this.word = this.words.length;
    this.setClock(this.duration, this.duration);
    this.emit("timeupdate");
    this.emit("pause");
    this.emit("ended");
  }
}

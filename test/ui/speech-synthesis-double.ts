import { act } from "@testing-library/react";
import { vi } from "vitest";

/**
 * The Web Speech API's speechSynthesis, which happy-dom lacks, as the specification describes it:
 * a queue of utterances spoken one at a time; `start` as one begins, `boundary` events (charIndex,
 * name "word") while it is said, `end` when it is over and the next one begins; cancel() empties the
 * queue, the utterance being spoken ending with an `error` "interrupted" and those waiting with
 * "canceled". The test says when speech moves on (boundary, finish), as a voice would.
 */
export class UtteranceDouble extends EventTarget {
  lang = "";
  voice: SpeechSynthesisVoice | null = null;
  rate = 1;
  pitch = 1;
  volume = 1;
  constructor(public text = "") {
    super();
  }
}

type SpeechEventInit = { charIndex?: number; name?: string; error?: string };

function speechEvent(type: string, utterance: UtteranceDouble, init: SpeechEventInit = {}) {
  return Object.assign(new Event(type), { utterance, charIndex: 0, charLength: 0, elapsedTime: 0, name: "", ...init });
}

export function voice(name: string, lang: string, { local = true, isDefault = false } = {}): SpeechSynthesisVoice {
  return { name, lang, localService: local, default: isDefault, voiceURI: `${name} ${lang}` };
}

export class SpeechSynthesisDouble extends EventTarget {
  /** Every utterance handed to speak(), in order. */
  readonly spoken: UtteranceDouble[] = [];
  private queue: UtteranceDouble[] = [];
  /** Whether the next utterance to begin is refused, as Chrome refuses speech a page starts without a tap. */
  refuse = false;

  constructor(private voices: SpeechSynthesisVoice[]) {
    super();
  }

  get speaking(): boolean {
    return this.queue.length > 0;
  }
  get pending(): boolean {
    return this.queue.length > 1;
  }
  paused = false;

  getVoices(): SpeechSynthesisVoice[] {
    return [...this.voices];
  }

  /** The device's voices change (Chrome lists them a moment after the page asks). */
  setVoices(voices: SpeechSynthesisVoice[]) {
    this.voices = voices;
    act(() => void this.dispatchEvent(new Event("voiceschanged")));
  }

  speak(utterance: UtteranceDouble) {
    this.spoken.push(utterance);
    this.queue.push(utterance);
    if (this.queue.length === 1) this.begin();
  }

  cancel() {
    const [speaking, ...waiting] = this.queue;
    this.queue = [];
    if (speaking) speaking.dispatchEvent(speechEvent("error", speaking, { error: "interrupted" }));
    for (const utterance of waiting) utterance.dispatchEvent(speechEvent("error", utterance, { error: "canceled" }));
  }

  pause() {
    this.paused = true;
  }
  resume() {
    this.paused = false;
  }

  /** The utterance being spoken. */
  get current(): UtteranceDouble {
    const utterance = this.queue[0];
    if (!utterance) throw new Error("nothing is being spoken");
    return utterance;
  }

  /** The voice reaches the word at `charIndex` of the utterance being spoken. */
  boundary(charIndex: number) {
    const utterance = this.current;
    act(() => void utterance.dispatchEvent(speechEvent("boundary", utterance, { charIndex, name: "word" })));
  }

  /** The voice reaches the first word written `word` (punctuation included) of the utterance being spoken. */
  boundaryAt(word: string) {
    const found = [...this.current.text.matchAll(/\S+/g)].find((match) => match[0] === word);
    if (!found) throw new Error(`“${word}” is not a word of “${this.current.text}”`);
    this.boundary(found.index);
  }

  /** The utterance being spoken is over; the next in the queue begins. */
  finish() {
    const utterance = this.current;
    act(() => {
      this.queue.shift();
      utterance.dispatchEvent(speechEvent("end", utterance, { charIndex: utterance.text.length }));
      if (this.queue.length > 0) this.begin();
    });
  }

  private begin() {
    const utterance = this.queue[0]!;
    // Events come from the speech engine, after speak() has returned.
    queueMicrotask(() => {
      if (this.queue[0] !== utterance) return;
      if (this.refuse) {
        this.queue.shift();
        utterance.dispatchEvent(speechEvent("error", utterance, { error: "not-allowed" }));
        return;
      }
      utterance.dispatchEvent(speechEvent("start", utterance));
    });
  }
}

/** Installs a device whose speechSynthesis has these voices. */
export function installSpeech(voices: SpeechSynthesisVoice[]): SpeechSynthesisDouble {
  const synth = new SpeechSynthesisDouble(voices);
  vi.stubGlobal("speechSynthesis", synth);
  vi.stubGlobal("SpeechSynthesisUtterance", UtteranceDouble);
  return synth;
}

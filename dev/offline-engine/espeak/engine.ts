/**
 * eSpeak NG (GPL-3.0) inside workerd. Everything GPL stays in this folder so a production bundle
 * can leave the offline provider out.
 *
 * How it runs here (see scripts/voice-data.mjs, which derives both generated files from the package):
 * - the package is a wasm2js build, i.e. plain JavaScript: nothing is compiled at run time, which
 *   workerd refuses;
 * - its loader would take the web-worker or Node branch in workerd; the generated copy takes
 *   neither and never fetches: the en/fr data package is imported as Data (wrangler.toml [[rules]])
 *   and handed over through Emscripten's `getPreloadedPackage`.
 */
import createEspeakModule, { type EspeakEvent } from "./generated/espeak-ng.mjs";
import voiceData from "./generated/espeak-en-fr.bin";

export interface VoiceSettings {
  /** An espeak voice, optionally with a variant: "en-us+f3", "fr+m3". */
  voice: string;
  /** Words per minute. */
  rate: number;
  /** Base pitch, 0–100. */
  pitch: number;
  /** Intonation range, 0–100. */
  range: number;
}

/** 16-bit mono PCM. */
export interface Speech {
  samples: Int16Array;
  sampleRate: number;
}

/** One piece of text read with one voice. */
export interface Utterance {
  text: string;
  settings: VoiceSettings;
}

/**
 * Where espeak said something, as it reported it while synthesising: `word` starts a word at
 * `textIndex` (0-based, in code points of the utterance's text); `pause` starts a silence (a comma,
 * a full stop); `end` closes a clause. `sample` counts from the start of the utterance's audio.
 */
export interface SpeechMark {
  kind: "word" | "pause" | "end";
  textIndex: number;
  sample: number;
}

/** An utterance's audio and its marks. */
export interface SpokenUtterance extends Speech {
  marks: SpeechMark[];
}

// espeak seeds rand() (breath and fricative noise) from time() once per instance, then carries the
// generator and other state from one utterance to the next. A fresh instance with a fixed clock per
// call makes the speech a pure function of (utterances, settings), whatever ran before.
const ENGINE_CLOCK_MS = 0;

// One live instance at a time: each owns a 16 MiB heap, and a queue batch narrating several
// chapters at once must not hold several of them within the isolate's 128 MB.
let queue: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** espeak reports positions in milliseconds of its own output; marks carry samples. */
function markOf(event: EspeakEvent, sampleRate: number): SpeechMark | null {
  const sample = Math.round((event.audio_position * sampleRate) / 1000);
  // text_position is 1-based; espeak counts characters (code points), not UTF-8 bytes.
  const textIndex = Math.max(0, event.text_position - 1);
  if (event.type === "word") return { kind: "word", textIndex, sample };
  if (event.type === "end") return { kind: "end", textIndex, sample };
  // A phoneme event with no phoneme is a pause (after a comma or a sentence).
  if (event.type === "phoneme" && event.id === "") return { kind: "pause", textIndex, sample };
  return null;
}

/** PCM pieces one after the other. */
export function concatenate(chunks: readonly Int16Array[]): Int16Array {
  const samples = new Int16Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    samples.set(chunk, offset);
    offset += chunk.length;
  }
  return samples;
}

/**
 * Reads each utterance with its own voice, one after the other on one engine instance, and
 * returns each one's audio with the word and pause marks espeak reported while reading it.
 */
export function speakAll(utterances: readonly Utterance[]): Promise<SpokenUtterance[]> {
  return oneAtATime(async () => {
    const engine = await createEspeakModule({
      // The same buffer serves every instance: the engine's file system only reads from it.
      getPreloadedPackage: () => voiceData,
      dateNow: () => ENGINE_CLOCK_MS,
      print: () => undefined,
      printErr: (line) => console.warn(`espeak-ng: ${line}`),
    });
    const worker = new engine.eSpeakNGWorker();
    try {
      const sampleRate = worker.get_samplerate();
      return utterances.map(({ text, settings }) => {
        const status = worker.set_voice(settings.voice);
        if (status !== 0) throw new Error(`espeak-ng has no voice "${settings.voice}" (status ${status})`);
        worker.set_rate(settings.rate);
        worker.set_pitch(settings.pitch);
        worker.set_range(settings.range);
        const chunks: Int16Array[] = [];
        const marks: SpeechMark[] = [];
        worker.synthesize(text, (samples, events) => {
          chunks.push(samples);
          for (const event of events) {
            const mark = markOf(event, sampleRate);
            if (mark) marks.push(mark);
          }
          return false;
        });
        return { samples: concatenate(chunks), sampleRate, marks };
      });
    } finally {
      worker.__destroy__();
    }
  });
}

/** One text with one voice. */
export async function speak(text: string, settings: VoiceSettings): Promise<SpokenUtterance> {
  const [spoken] = await speakAll([{ text, settings }]);
  if (!spoken) throw new Error("espeak-ng returned nothing");
  return spoken;
}

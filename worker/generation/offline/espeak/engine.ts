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
import createEspeakModule from "./generated/espeak-ng.mjs";
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

// espeak seeds rand() (breath and fricative noise) from time() once per instance, then carries the
// generator and other state from one utterance to the next. A fresh instance with a fixed clock per
// utterance makes the speech a pure function of (text, settings), whatever ran before.
const ENGINE_CLOCK_MS = 0;

// One live instance at a time: each owns a 16 MiB heap, and a queue batch narrating several
// chapters at once must not hold several of them within the isolate's 128 MB.
let queue: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

export function speak(text: string, settings: VoiceSettings): Promise<Speech> {
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
      const status = worker.set_voice(settings.voice);
      if (status !== 0) throw new Error(`espeak-ng has no voice "${settings.voice}" (status ${status})`);
      worker.set_rate(settings.rate);
      worker.set_pitch(settings.pitch);
      worker.set_range(settings.range);

      const chunks: Int16Array[] = [];
      let length = 0;
      worker.synthesize(text, (samples) => {
        chunks.push(samples);
        length += samples.length;
        return false;
      });
      const samples = new Int16Array(length);
      let offset = 0;
      for (const chunk of chunks) {
        samples.set(chunk, offset);
        offset += chunk.length;
      }
      return { samples, sampleRate: worker.get_samplerate() };
    } finally {
      worker.__destroy__();
    }
  });
}

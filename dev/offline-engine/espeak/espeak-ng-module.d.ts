// Types of the Emscripten module that scripts/voice-data.mjs derives from @echogarden/espeak-ng-emscripten
// (generated/espeak-ng.mjs, git-ignored): only the parts engine.ts uses. Declared here, not generated,
// so type-checking does not depend on the generated file being present.
declare module "*/generated/espeak-ng.mjs" {
  export interface EspeakModuleOptions {
    /** Hands over the data package (espeak-en-fr.bin) instead of letting the loader fetch it. */
    getPreloadedPackage(name: string, size: number): ArrayBuffer;
    /** The engine's clock in ms (patched in by voice-data.mjs); espeak seeds its noise from it. */
    dateNow?(): number;
    print?(line: string): void;
    printErr?(line: string): void;
  }

  export interface EspeakVoiceInfo {
    name: string;
    identifier: string;
    languages: { priority: number; name: string }[];
  }

  /**
   * What the fork's synthesize() hands over with each chunk: espeak's own events. `audio_position`
   * is in ms from the start of this synthesis; `text_position` is 1-based, in characters of the
   * text; `id` is the word number, or the phoneme ("" for a pause) of a phoneme event.
   */
  export interface EspeakEvent {
    type: "list_terminated" | "word" | "sentence" | "mark" | "play" | "end" | "msg_terminated" | "phoneme" | "samplerate";
    text_position: number;
    word_length: number;
    audio_position: number;
    id?: number | string;
  }

  /** The WebIDL-bound eSpeakNGWorker of Echogarden's espeak-ng fork. */
  export interface EspeakWorker {
    /** A voice name with an optional variant ("en-us+f3"); 0 when found. */
    set_voice(name: string): number;
    get_samplerate(): number;
    /** Words per minute. */
    set_rate(wordsPerMinute: number): void;
    get_rate(): number;
    /** Base pitch, 0–100 (50 by default). */
    set_pitch(pitch: number): void;
    /** How far the intonation moves, 0–100 (50 by default). */
    set_range(range: number): void;
    list_voices(): EspeakVoiceInfo[];
    /**
     * Synthesises synchronously; `onAudio` receives 16-bit mono chunks (copies) and returns
     * true to abort.
     */
    synthesize(text: string, onAudio: (samples: Int16Array, events: EspeakEvent[]) => boolean): void;
    __destroy__(): void;
  }

  export interface EspeakModule {
    eSpeakNGWorker: new () => EspeakWorker;
  }

  const createEspeakModule: (options: EspeakModuleOptions) => Promise<EspeakModule>;
  export default createEspeakModule;
}

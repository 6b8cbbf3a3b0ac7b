import type { Plugin } from "vite";
import { FIRST_SCREEN_CHUNKS } from "./first-screen-chunks";

/**
 * V8's explicit compile hint (Chrome 136+) on the code every first screen runs: the entry (which
 * holds the browse screen) and the story screen. V8 otherwise compiles a function only when it is
 * first called, on the main thread, and React DOM is one 10 000-line function called at start:
 * with the hint, that work is done on a background thread while the file downloads. Measured on
 * the story page (Lighthouse trace): the entry's evaluation fell from 35–65 ms to 10–21 ms of main
 * thread. Other chunks, where most code is never called on a visit, stay lazy. The comment must
 * open the file, so it is added last, after minification and Vite's own first line.
 */
export function compileHints(): Plugin {
  const HINT = "//# allFunctionsCalledOnLoad\n";
  return {
    name: "fabulo-compile-hints",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk") continue;
          const story = chunk.facadeModuleId !== null && FIRST_SCREEN_CHUNKS.story!.test(chunk.facadeModuleId);
          if (chunk.isEntry || story) chunk.code = HINT + chunk.code;
        }
      },
    },
  };
}

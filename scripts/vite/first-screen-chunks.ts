/**
 * The chunks the first screens load lazily, by screen (and a catalog's language), by the module
 * that is each chunk's facade. preloadFirstScreenChunks lists them in index.html; the browse and
 * story screens also decide which modules share a chunk (first-screen-modules.ts) and which
 * chunks carry a compile hint (compile-hints.ts).
 */
export const FIRST_SCREEN_CHUNKS: Record<string, RegExp> = {
  browse: /\/src\/screens\/browse\/BrowsePage\.tsx$/,
  story: /\/src\/screens\/story\/StoryPlayerPage\.tsx$/,
  catalog: /\/locales\/([a-zA-Z-]+)\/messages\.po$/,
  "screens-catalog": /\/locales\/([a-zA-Z-]+)\/screens\.po$/,
};

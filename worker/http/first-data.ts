/**
 * What the Worker adds to the SPA's index.html so that the first screen needs no round trip:
 * the first API answer the screen would ask for (as JSON in a data block) and a preload of its
 * largest picture, so that the picture downloads while the JavaScript does.
 */
import { FIRST_DATA_ELEMENT_ID, type FirstData } from "../../shared/first-data";
import { srcSetOf } from "../../shared/image-sources";
import type { ImageSource } from "../../shared/story-json";
import { html } from "hono/html";
import { languageDetector } from "hono/language";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../shared/enums";

/**
 * JSON that is safe inside <script>: `<` (so no `</script>` or `<!--` ends or changes the
 * element), `>` and `&`, and U+2028/U+2029 (line terminators to older JavaScript parsers) are
 * written as \u escapes, which JSON.parse reads back as the same characters.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

function firstDataScript(data: FirstData): string {
  return `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`;
}

/**
 * A high-priority preload of a picture: the WebP copies with the same `srcset` and `sizes` as the
 * <img> that will show it (so the browser picks the same file), or the PNG/JPEG itself.
 */
export function picturePreloadLink(src: string, sources: readonly ImageSource[] | null | undefined, sizes: string): string {
  // hono/html escapes every interpolated value.
  const link =
    sources && sources.length > 0
      ? html`<link rel="preload" as="image" href="${src}" imagesrcset="${srcSetOf(sources)}" imagesizes="${sizes}" fetchpriority="high" />`
      : html`<link rel="preload" as="image" href="${src}" fetchpriority="high" />`;
  return String(link);
}

/**
 * Pages that differ by the visitor's language (cookie or Accept-Language) and carry live data: a
 * browser revalidates each time, and a shared cache keeps no copy.
 */
export const PERSONAL_HTML_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "private, no-cache",
  Vary: "Cookie, Accept-Language",
} as const;

/** The SPA's language cookie (src/i18n/locale.ts), set when a visitor picks a language. */
const LOCALE_COOKIE = "locale";

/** "fr", "fr-CA", "en-GB"… → the supported locale of that language (SPEC §9: fallback en). */
function localeOfTag(tag: string): string {
  const language = tag.toLowerCase().split("-")[0];
  return LANGUAGES.find((locale) => locale.toLowerCase().startsWith(`${language}-`)) ?? tag;
}

/**
 * The visitor's language as the SPA will choose it (src/i18n/locale.ts detectLocale): the
 * remembered choice (cookie), else the browser's languages, else English. Sets `language`.
 */
export const visitorLanguage = languageDetector({
  supportedLanguages: [...LANGUAGES],
  fallbackLanguage: DEFAULT_LANGUAGE,
  order: ["cookie", "header"],
  lookupCookie: LOCALE_COOKIE,
  caches: false,
  convertDetectedLanguage: localeOfTag,
});

export function localeOf(language: string | undefined): Language {
  return LANGUAGES.find((locale) => locale === language) ?? DEFAULT_LANGUAGE;
}

/** The groups of lazily loaded chunks index.html lists (vite.config.ts preloadFirstScreenChunks). */
export type FirstScreen = "browse" | "story";
const CHUNKS_OF: Record<FirstScreen, readonly string[]> = {
  browse: ["browse", "catalog"],
  // The player is not the first screen's catalog: it also needs the other screens' strings.
  story: ["story", "catalog", "screens-catalog"],
};

/**
 * Turns on the preloads of `screen`'s chunks in the visitor's language (they are inert in
 * index.html) and drops the others, so they download alongside the entry.
 */
function firstScreenChunks(screen: FirstScreen, locale: Language): HTMLRewriterElementContentHandlers {
  return {
    element(link) {
      const group = link.getAttribute("data-first-screen") ?? "";
      const language = link.getAttribute("data-locale");
      const rel = link.getAttribute("data-rel");
      if (!rel || !CHUNKS_OF[screen].includes(group) || (language !== null && language !== locale)) {
        link.remove();
        return;
      }
      link.setAttribute("rel", rel);
      link.removeAttribute("data-rel");
    },
  };
}

/** What one page adds for its first screen. */
export interface FirstScreenPage {
  screen: FirstScreen;
  locale: Language;
  /** Its largest picture's preload link, or "". */
  preload: string;
  data: FirstData;
}

/** Adds a page's first screen to the rewriting of index.html: chunk preloads, picture preload, data. */
export function withFirstScreen(rewriter: HTMLRewriter, page: FirstScreenPage): HTMLRewriter {
  return rewriter
    .on("link[data-first-screen]", firstScreenChunks(page.screen, page.locale))
    .on("head", { element: (element) => void element.append(page.preload, { html: true }) })
    .on("body", { element: (element) => void element.append(firstDataScript(page.data), { html: true }) });
}

/**
 * What the Worker adds to the SPA's index.html so that the first screen needs no round trip:
 * the first API answer the screen would ask for (as JSON in a data block) and a preload of its
 * largest picture, so that the picture downloads while the JavaScript does.
 */
import { FIRST_DATA_ELEMENT_ID, type FirstData } from "../../shared/first-data";
import { escapeHtml } from "../../shared/html";
import { srcSetOf } from "../../shared/image-sources";
import type { ImageSource } from "../../shared/story-json";
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
 * A picture's WebP copies as `srcset` and `sizes` (a preload names them `imagesrcset` and
 * `imagesizes`), with a leading space; nothing when it has none (the PNG/JPEG itself is the file).
 */
function candidates(sources: readonly ImageSource[] | null | undefined, sizes: string, attributes: "img" | "preload") {
  if (!sources || sources.length === 0) return "";
  const [srcset, sized] = [escapeHtml(srcSetOf(sources)), escapeHtml(sizes)];
  return attributes === "img" ? ` srcset="${srcset}" sizes="${sized}"` : ` imagesrcset="${srcset}" imagesizes="${sized}"`;
}

/**
 * A high-priority preload of a picture: the WebP copies with the same `srcset` and `sizes` as the
 * <img> that will show it (so the browser picks the same file), or the PNG/JPEG itself.
 */
export function picturePreloadLink(src: string, sources: readonly ImageSource[] | null | undefined, sizes: string): string {
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${candidates(sources, sizes, "preload")} fetchpriority="high" />`;
}

/**
 * The page's largest picture, drawn in the boot splash (index.html) so that it shows as soon as it
 * has downloaded, before the JavaScript has run: the same `srcset` and `sizes` as its preload, so
 * the same file. The splash draws it a little wider than the screen will (global.css), so the
 * largest paint the browser reports is this early one rather than the screen's copy of it. Its
 * shape is the screen's, so the splash does not move when it loads: a chapter's picture whole
 * (3:2, as the player's <img>), a card's cover cropped to the card's 4:3 (`cover`).
 */
export function splashPicture(
  src: string,
  sources: readonly ImageSource[] | null | undefined,
  sizes: string,
  shape: "chapter" | "cover" = "chapter",
): SplashPicture {
  const cover = shape === "cover";
  return {
    // The splash's own class carries the shape: a paint made before the <img> has been read lays
    // the splash out for it already.
    splashClass: cover ? "boot-splash with-picture with-cover" : "boot-splash with-picture",
    html: `<img class="boot-splash-picture" src="${escapeHtml(src)}"${candidates(sources, sizes, "img")} width="960" height="${cover ? 720 : 640}" alt="" fetchpriority="high" />`,
  };
}

/** A picture for the boot splash: its <img>, and the class the splash takes for it. */
export interface SplashPicture {
  splashClass: string;
  html: string;
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

/** "fr", "fr-CA", "en-GB"… → the supported locale of that language (docs/product.md §9: fallback en). */
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

/** The groups of lazily loaded chunks index.html lists (scripts/vite/preload-first-screen-chunks.ts). */
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
  /** The same picture drawn in the boot splash (splashPicture), if the page has one. */
  splash?: SplashPicture | null;
  data: FirstData;
}

/**
 * Adds a page's first screen to the rewriting of index.html: chunk preloads, picture preload (and
 * the picture in the splash), data.
 */
export function withFirstScreen(rewriter: HTMLRewriter, page: FirstScreenPage): HTMLRewriter {
  const { splash } = page;
  if (splash) {
    rewriter = rewriter
      .on(".boot-splash", { element: (element) => void element.setAttribute("class", splash.splashClass) })
      .on(".boot-splash-brand", { element: (element) => void element.after(splash.html, { html: true }) });
  }
  return rewriter
    .on("link[data-first-screen]", firstScreenChunks(page.screen, page.locale))
    // Early in <head>, before the scripts: the picture is requested first.
    .on('meta[name="viewport"]', { element: (element) => void element.after(page.preload, { html: true }) })
    .on("body", { element: (element) => void element.append(firstDataScript(page.data), { html: true }) });
}

/** Loads the SPA's index.html; injectable so tests need no Vite build. */
export type ShellLoader = (env: Pick<Env, "ASSETS">, requestUrl: string) => Promise<Response>;

/** The built SPA from the static assets binding ("/" is index.html in every html_handling mode). */
export const loadSpaShell: ShellLoader = (env, requestUrl) => env.ASSETS.fetch(new URL("/", requestUrl));

import { Hono, type Context } from "hono";
import { loadSpaShell, localeOf, PERSONAL_HTML_HEADERS, picturePreloadLink, splashPicture, visitorLanguage, withFirstScreen, type ShellLoader } from "../http/first-data";
import { listPublicStories } from "../stories/queries";
import { edgeEntries, servedFromEdge } from "../http/edge-cache";
import type { AppEnv } from "../types";
import { CARD_IMAGE_SIZES } from "../../shared/image-sources";
import type { Language } from "../../shared/enums";

/** The public list's first page as GET /api/stories/public?lang= answers a visitor. */
export function publicListPath(locale: Language): string {
  return `/api/stories/public?${new URLSearchParams({ lang: locale })}`;
}

async function browsePage(c: Context<AppEnv & { Variables: { language: string } }>, loadShell: ShellLoader) {
  const locale = localeOf(c.get("language"));
  // The same for every visitor of a language (its public list as a visitor sees it).
  return servedFromEdge(c.req.raw, c.env, edgeEntries.browsePage(locale), async () => ({
    response: await renderBrowsePage(c, loadShell, locale),
    shareable: true,
  }));
}

async function renderBrowsePage(c: Context<AppEnv & { Variables: { language: string } }>, loadShell: ShellLoader, locale: Language) {
  const [stories, shell] = await Promise.all([
    listPublicStories(c.var.db, locale, []),
    loadShell(c.env, c.req.url),
  ]);
  if (!shell.ok) throw new Error(`SPA shell unavailable: ${shell.status}`);
  const first = stories[0];
  const preload = first?.coverImage ? picturePreloadLink(first.coverImage, first.coverImageSources, CARD_IMAGE_SIZES) : "";
  // The first card's cover is the page's largest paint: drawn in the splash, it shows as soon as it
  // has downloaded rather than after the JavaScript.
  const splash = first?.coverImage ? splashPicture(first.coverImage, first.coverImageSources, CARD_IMAGE_SIZES, "cover") : null;
  const data = { path: publicListPath(locale), body: { success: true, stories } };
  const rewriter = new HTMLRewriter().on("html", { element: (element) => void element.setAttribute("lang", locale) });
  const page = withFirstScreen(rewriter, { screen: "browse", locale, preload, splash, data }).transform(shell);
  return new Response(page.body, { status: 200, headers: PERSONAL_HTML_HEADERS });
}

/**
 * GET / and /browse-stories — the browse page, the first screen most visitors see. The Worker
 * answers first (wrangler.toml run_worker_first) to put the first page of public stories, in the
 * visitor's language, into the page, with the first card's picture preloaded and drawn in the splash.
 */
export function createBrowsePageRoutes(loadShell: ShellLoader = loadSpaShell) {
  return new Hono<AppEnv & { Variables: { language: string } }>()
    .use(visitorLanguage)
    .get("/", (c) => browsePage(c, loadShell))
    .get("/browse-stories", (c) => browsePage(c, loadShell));
}

export const browsePageRoutes = createBrowsePageRoutes();

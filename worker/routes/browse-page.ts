import { Hono, type Context } from "hono";
import { db } from "../db/client";
import {
  FIRST_SCREEN_LINKS,
  firstDataScript,
  firstScreenChunks,
  localeOf,
  PERSONAL_HTML_HEADERS,
  picturePreloadLink,
  visitorLanguage,
} from "../http/first-data";
import { listPublicStories } from "../stories/queries";
import type { AppEnv } from "../types";
import { loadSpaShell, type ShellLoader } from "./story-page";
import { CARD_IMAGE_SIZES } from "../../shared/image-sources";
import type { Locale } from "../../shared/constants";

/** The public list's first page as GET /api/stories/public?lang= answers a visitor. */
export function publicListPath(locale: Locale): string {
  return `/api/stories/public?${new URLSearchParams({ lang: locale })}`;
}

async function browsePage(c: Context<AppEnv & { Variables: { language: string } }>, loadShell: ShellLoader) {
  const locale = localeOf(c.get("language"));
  const [stories, shell] = await Promise.all([
    listPublicStories(db(c.env), locale, []),
    loadShell(c.env, c.req.url),
  ]);
  if (!shell.ok) throw new Error(`SPA shell unavailable: ${shell.status}`);
  const first = stories[0];
  const preload = first?.coverImage ? picturePreloadLink(first.coverImage, first.coverImageSources, CARD_IMAGE_SIZES) : "";
  const data = firstDataScript({ path: publicListPath(locale), body: { success: true, stories } });
  const page = new HTMLRewriter()
    .on("html", { element: (element) => void element.setAttribute("lang", locale) })
    .on(FIRST_SCREEN_LINKS, firstScreenChunks("browse", locale))
    .on("head", { element: (element) => void element.append(preload, { html: true }) })
    .on("body", { element: (element) => void element.append(data, { html: true }) })
    .transform(shell);
  return new Response(page.body, { status: 200, headers: PERSONAL_HTML_HEADERS });
}

/**
 * GET / and /browse-stories — the browse page, the first screen most visitors see. The Worker
 * answers first (wrangler.toml run_worker_first) to put the first page of public stories, in the
 * visitor's language, into the page, with a preload of the first card's picture.
 */
export function createBrowsePageRoutes(loadShell: ShellLoader = loadSpaShell) {
  return new Hono<AppEnv & { Variables: { language: string } }>()
    .use(visitorLanguage)
    .get("/", (c) => browsePage(c, loadShell))
    .get("/browse-stories", (c) => browsePage(c, loadShell));
}

export const browsePageRoutes = createBrowsePageRoutes();

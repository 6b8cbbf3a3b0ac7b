import { Hono } from "hono";
import { escapeHtml } from "../../shared/html";
import { isId } from "../../shared/ids";
import {
  loadSpaShell,
  localeOf,
  PERSONAL_HTML_HEADERS,
  picturePreloadLink,
  splashPicture,
  visitorLanguage,
  withFirstScreen,
  type FirstScreenPage,
  type ShellLoader,
} from "../http/first-data";
import { canRead, findStoryById } from "../stories/access";
import { findStoryBySlug, loadStoryView, sameForEveryVisitor } from "../stories/queries";
import { edgeEntries, servedFromEdge } from "../http/edge-cache";
import { mediaUrl } from "../stories/media-keys";
import { withheldFromOthers } from "../stories/review";
import type { StoryRow } from "../stories/story-json";
import type { AppEnv } from "../types";
import { PLAYER_IMAGE_SIZES } from "../../shared/image-sources";
import type { StoryJson } from "../../shared/story-json";
import type { Language } from "../../shared/enums";

const SITE_NAME = "Fabulo";

/** What one story page says about itself to crawlers and link previews. */
export interface StoryMeta {
  title: string;
  description: string;
  /** Absolute URLs. */
  url: string;
  image: string | null;
  language: string;
  /** Private stories are playable by link but kept out of search engines. */
  indexable: boolean;
}

export function storyMeta(story: StoryRow, appUrl: string): StoryMeta {
  return {
    title: story.title,
    description: story.description,
    url: new URL(`/story/${encodeURIComponent(story.slug)}`, appUrl).href,
    image: story.coverKey ? new URL(mediaUrl(story.coverKey), appUrl).href : null,
    language: story.language,
    indexable: story.isPublic,
  };
}

function metaTags(meta: StoryMeta | null): string {
  const tag = (attribute: "name" | "property", key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  if (!meta) return tag("name", "robots", "noindex");
  const tags = [
    `<title>${escapeHtml(`${meta.title} — ${SITE_NAME}`)}</title>`,
    tag("name", "description", meta.description),
    tag("property", "og:site_name", SITE_NAME),
    tag("property", "og:type", "article"),
    tag("property", "og:title", meta.title),
    tag("property", "og:description", meta.description),
    tag("property", "og:url", meta.url),
    tag("name", "twitter:card", meta.image ? "summary_large_image" : "summary"),
    tag("name", "twitter:title", meta.title),
    tag("name", "twitter:description", meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
  ];
  if (meta.image) tags.push(tag("property", "og:image", meta.image), tag("name", "twitter:image", meta.image));
  if (!meta.indexable) tags.push(tag("name", "robots", "noindex"));
  return tags.join("\n    ");
}

/**
 * Rewrites the SPA shell for one story: the shell's generic title and sharing
 * tags are removed and the story's own appended to <head>. `null` (no such
 * story) keeps the shell's tags and only adds robots noindex.
 */
export function injectStoryMeta(
  shell: Response,
  meta: StoryMeta | null,
  status: number,
  firstScreen?: FirstScreenPage,
): Response {
  let rewriter = new HTMLRewriter();
  if (meta) {
    rewriter = rewriter
      .on(
        'title, meta[name="description"], meta[property^="og:"], meta[name^="twitter:"], link[rel="canonical"], meta[name="robots"]',
        { element: (element) => void element.remove() },
      )
      .on("html", { element: (element) => void element.setAttribute("lang", meta.language) });
  } else {
    rewriter = rewriter.on('meta[name="robots"]', { element: (element) => void element.remove() });
  }
  rewriter = rewriter.on("head", { element: (element) => void element.append(metaTags(meta), { html: true }) });
  if (firstScreen) rewriter = withFirstScreen(rewriter, firstScreen);
  return new Response(rewriter.transform(shell).body, { status, headers: PERSONAL_HTML_HEADERS });
}

/**
 * What the player needs first, for a visitor: the story as GET /api/stories/slug/<slug> answers
 * one (src/app/first-data.ts uses it unless the reader is signed in), and the first chapter's
 * picture, the page's largest paint: preloaded, and drawn in the splash while the player loads.
 */
function playerFirstScreen(slug: string, story: StoryJson, locale: Language): FirstScreenPage {
  const opening = story.images.opening;
  return {
    screen: "story",
    locale,
    preload: opening ? picturePreloadLink(opening, story.imageSources?.opening, PLAYER_IMAGE_SIZES) : "",
    splash: opening ? splashPicture(opening, story.imageSources?.opening, PLAYER_IMAGE_SIZES) : null,
    data: { path: `/api/stories/slug/${encodeURIComponent(slug)}`, body: { story, userFeedback: null } },
  };
}

function slugFromPath(path: string): string | null {
  const segment = path.replace(/^\/story\/?/, "").replace(/\/$/, "");
  if (segment === "" || segment.includes("/")) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * GET /story/<slug> — the standalone player. The Worker answers first so that
 * it can give the page the story's social meta; the SPA's index.html is the
 * body. A story id redirects to its slug (docs/product.md §6); an unknown story is the
 * SPA (which shows "no story found") with 404 and noindex.
 */
export function createStoryPageRoutes(loadShell: ShellLoader = loadSpaShell) {
  return new Hono<AppEnv & { Variables: { language: string } }>().use(visitorLanguage).get("/*", async (c) => {
    const slug = slugFromPath(c.req.path);
    const locale = localeOf(c.get("language"));
    return servedFromEdge(c.req.raw, c.env, slug ? edgeEntries.storyPage(locale, slug) : null, async () => {
      const client = c.var.db;
      // A story still generating has its id as slug: the page itself, not a redirect to it.
      if (slug && isId(slug)) {
        const byId = await findStoryById(client, slug);
        if (byId && byId.slug !== slug && canRead(byId, undefined)) {
          return { response: c.redirect(`/story/${encodeURIComponent(byId.slug)}`, 301), shareable: false };
        }
      }
      const found = slug ? await findStoryBySlug(client, slug) : undefined;
      // The page is what a visitor sees (a navigation carries no bearer token); the owner's SPA then reads it by API.
      const story = found && canRead(found, undefined) ? found : undefined;
      const shell = await loadShell(c.env, c.req.url);
      if (!shell.ok) throw new Error(`SPA shell unavailable: ${shell.status}`);
      if (!story || !slug) return { response: injectStoryMeta(shell, null, 404), shareable: false };
      const view = await loadStoryView(c.env, client, story, undefined);
      // Waiting for an admin, declined or hidden by reports: it plays by its link like a private story,
      // but no link preview or search engine shows its title, words or picture.
      const meta = withheldFromOthers(story) ? null : storyMeta(story, c.env.APP_URL);
      return {
        response: injectStoryMeta(shell, meta, 200, playerFirstScreen(slug, view.story, locale)),
        shareable: sameForEveryVisitor(story),
      };
    });
  });
}

export const storyPageRoutes = createStoryPageRoutes();

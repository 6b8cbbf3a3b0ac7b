import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { matchRoutes } from "./router";
import type { Language } from "../../shared/enums";
import { FIRST_DATA_ELEMENT_ID, type FirstData } from "../../shared/first-data";
import { isId } from "../../shared/ids";
import type { StoryCardJson, StoryViewJson } from "../../shared/story-json";
import type { StoryLookup } from "../features/player/story-api";
import { client, prefetch } from "../shared/api/client";
import { queryKeys } from "../shared/api/query-keys";
import { getToken } from "../shared/api/token";

/**
 * The first screen's GET, if the screen at `pathname` has one the page can start early; `lang`
 * when it is the public list, whose cache entry the page's copy can fill directly.
 */
function firstRequest(pathname: string, locale: Language): { path: string; lang?: Language; slug?: string } | null {
  // The list opens in the interface's language.
  if (pathname === "/" || pathname === "/browse-stories") {
    const lang = locale === "fr-FR" ? "fr-FR" : "en-US";
    return { path: client.api.stories.public.$path({ query: { lang } }), lang };
  }
  // Matched as the router does (which decodes the path), so the slug is the one the player reads.
  const slug = matchRoutes([{ path: "/story/:slug" }], pathname)?.[0]?.params.slug;
  // An id is looked up by id first, to move to its slug; that rare case is not worth a guess.
  return slug && !isId(slug)
    ? { path: client.api.stories.slug[":slug"].$path({ param: { slug: encodeURIComponent(slug) } }), slug }
    : null;
}

/** The answer the Worker put into the page (worker/http/first-data.ts), if any. */
function injectedData(): FirstData | null {
  const element = document.getElementById(FIRST_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  // Read once: a later screen at the same address asks the server again.
  element.remove();
  try {
    const data: unknown = JSON.parse(element.textContent);
    return data && typeof data === "object" && "path" in data && typeof data.path === "string" && "body" in data
      ? (data as FirstData)
      : null;
  } catch {
    return null;
  }
}

/**
 * Gives the first request of the screen at `pathname` its answer before that screen renders:
 * the one the Worker put into the page when it is the same request, else a request started now,
 * alongside the screen's code, instead of after its first render. The paths are the ones the
 * queries of the public list (fetchPublicStories) and of the player (lookUpStory) ask for first
 * (test/ui/first-data.test.tsx holds them to it). They are spelled out here so that the first
 * screen's code does not grow.
 *
 * The page's copy goes straight into the query cache, as the screen's query keeps it (the public
 * list: one page asked with no exclusion; the player: lookUpStory's answer for a slug), so the
 * screen is drawn by the first render, which yields to the browser (a transition), rather than by
 * the update a query's answer makes, which React does in one piece (≈150 ms at a phone's speed for
 * a dozen cards, ≈300 ms for the player).
 */
export function prefetchFirstData(pathname: string, locale: Language, queryClient: QueryClient): void {
  const first = firstRequest(pathname, locale);
  const injected = injectedData();
  if (!first) return;
  // The page carries what a visitor sees; a signed-in reader's answer differs (their reactions).
  if (injected?.path !== first.path || getToken()) return prefetch(first.path);
  if (first.lang) {
    const { stories } = injected.body as { stories: StoryCardJson[] };
    queryClient.setQueryData<InfiniteData<StoryCardJson[], string[]>>(queryKeys.publicStories(first.lang), {
      pages: [stories],
      pageParams: [[]],
    });
  } else if (first.slug) {
    // As lookUpStory answers for a slug.
    const lookup: StoryLookup = { kind: "story", view: injected.body as StoryViewJson };
    queryClient.setQueryData(queryKeys.storyView(first.slug), lookup);
  }
}

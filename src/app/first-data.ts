import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { parse as parsePattern } from "regexparam";
import { matchRoute } from "wouter";
import type { Language } from "../../shared/enums";
import { FIRST_DATA_ELEMENT_ID, type FirstData } from "../../shared/first-data";
import { isId } from "../../shared/ids";
import type { StoryCardJson, StoryViewJson } from "../../shared/story-json";
import type { StoryLookup } from "../features/player/story-api";
import { publicStoriesQuery } from "../features/stories/stories-queries";
import { ApiRequestError, client, json, withSignal } from "../shared/api/client";
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
  // Decoded as wouter decodes the address, so the slug is the one the player reads.
  const [, params] = matchRoute(parsePattern, "/story/:slug", decodePath(pathname));
  const slug = params?.slug;
  // An id is looked up by id first, to move to its slug; that rare case is not worth a guess.
  return slug && !isId(slug)
    ? { path: client.api.stories.slug[":slug"].$path({ param: { slug: encodeURIComponent(slug) } }), slug }
    : null;
}

function decodePath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The player's lookUpStory for a slug, online (its code stays out of the first download). A network
 * that is there but reaches nothing (navigator.onLine still true) hands over to the player's own
 * lookup, which plays a story saved on this device.
 */
async function lookUpStoryOnline(slug: string, signal: AbortSignal): Promise<StoryLookup> {
  try {
    const view = await json(client.api.stories.slug[":slug"].$get({ param: { slug: encodeURIComponent(slug) } }, withSignal(signal)));
    return { kind: "story", view };
  } catch (error) {
    if (error instanceof ApiRequestError || signal.aborted) throw error;
    return (await import("../features/player/story-api")).lookUpStory(slug, signal);
  }
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
 * Gives the first query of the screen at `pathname` its answer before that screen renders: the
 * page's copy when the Worker put the same request into it, else the query started now (TanStack's
 * prefetch), alongside the screen's code rather than after its first render. The page's copy goes
 * straight into the cache, so the screen is drawn by the first render, which yields to the browser
 * (a transition), rather than by a query's answer, which React renders in one piece.
 */
export function prefetchFirstData(pathname: string, locale: Language, queryClient: QueryClient): void {
  const first = firstRequest(pathname, locale);
  const injected = injectedData();
  if (!first) return;
  // The page carries what a visitor sees; a signed-in reader's answer differs (their reactions).
  const carried = injected?.path === first.path && !getToken() ? injected.body : undefined;
  if (first.lang) {
    if (!carried) return void queryClient.prefetchInfiniteQuery(publicStoriesQuery(first.lang));
    const { stories } = carried as { stories: StoryCardJson[] };
    queryClient.setQueryData<InfiniteData<StoryCardJson[], string[]>>(queryKeys.publicStories(first.lang), {
      pages: [stories],
      pageParams: [[]],
    });
  } else if (first.slug) {
    const slug = first.slug;
    const queryKey = queryKeys.storyView(slug);
    const lookup: StoryLookup | undefined = carried ? { kind: "story", view: carried as StoryViewJson } : undefined;
    // As lookUpStory answers for a slug.
    if (lookup) queryClient.setQueryData(queryKey, lookup);
    // Offline, the player's own lookup plays a story saved on this device instead.
    else if (navigator.onLine) void queryClient.prefetchQuery({ queryKey, queryFn: ({ signal }) => lookUpStoryOnline(slug, signal) });
  }
}

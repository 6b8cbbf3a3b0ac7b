import { matchRoutes } from "./router";
import type { Locale } from "../../shared/constants";
import { prefetch } from "../shared/api/client";

/**
 * Starts the first request of the screen at `pathname` alongside that screen's
 * code instead of after its first render. The paths are the ones PublicStories
 * and lookUpStory ask for first (test/ui/first-data.test.tsx holds them to it);
 * they are spelled out here so that the first screen's code does not grow.
 */
export function prefetchFirstData(pathname: string, locale: Locale): void {
  if (pathname === "/" || pathname === "/browse-stories") {
    // The list opens in the interface's language.
    prefetch(`/api/stories/public?${new URLSearchParams({ lang: locale === "fr-FR" ? "fr-FR" : "en-US" })}`);
    return;
  }
  // Matched as the router does (which decodes the path), so the slug is the one the player reads.
  const slug = matchRoutes([{ path: "/story/:slug" }], pathname)?.[0]?.params.slug;
  // An id is looked up by id first, to move to its slug; that rare case is not worth a guess.
  if (slug && !/^[0-9a-f]{24}$/.test(slug)) prefetch(`/api/stories/slug/${encodeURIComponent(slug)}`);
}

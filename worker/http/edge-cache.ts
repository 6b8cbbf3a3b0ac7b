/**
 * Public reading served from Cloudflare's cache (the Workers Cache API, `caches.default`): the public
 * list's first page, a listed story's JSON and its server-rendered page, and the browse page, keyed by
 * what they depend on (language, slug). Only a visitor's request (no bearer token, no session cookie)
 * reads or fills it, and only answers that are the same for every visitor are stored (the route says
 * which): nothing a signed-in person sees, nor a private or withheld story, enters it.
 *
 * Freshness: the Cache API is one cache per data centre and `cache.delete` reaches only the caller's,
 * so writes that change what visitors read (publish, review, report, delete) delete the known keys
 * here, and every copy lives EDGE_TTL_SECONDS at most, which bounds what other data centres show.
 * A version in the key would need a global store read on every request (D1 or KV), the very read the
 * cache saves, and KV itself is eventually consistent for about as long. Like counts in a cached copy
 * refresh by the TTL: purging on every like would keep a popular story out of the cache.
 */
import { REFRESH_COOKIE } from "./refresh-cookie";
import { LANGUAGES, type Language } from "../../shared/enums";

/** Seconds a shared copy is kept: the longest a data centre the purge did not reach shows an old one. */
export const EDGE_TTL_SECONDS = 60;

/** Whether the answer came from the shared cache: HIT, MISS (looked up, built), BYPASS (signed in). */
export const EDGE_CACHE_HEADER = "X-Cache";

/** The answer's own Cache-Control and Vary, for browsers, kept beside the shared copy's own. */
const BROWSER_HEADERS = ["Cache-Control", "Vary"] as const;
const STASH_PREFIX = "X-Fabulo-Browser-";

/** What is cached, each with the parameters its key is made of. */
type EdgeEntry =
  | { kind: "public-list"; language: Language }
  | { kind: "browse-page"; language: Language }
  | { kind: "story-view"; slug: string }
  | { kind: "story"; idOrSlug: string }
  | { kind: "story-page"; language: Language; slug: string };

/** A cache key: a URL of the site itself, one path per entry. */
function edgeKey(appUrl: string, entry: EdgeEntry): string {
  const parts = Object.entries(entry).map(([, value]) => encodeURIComponent(value));
  return new URL(`/__edge/${parts.join("/")}`, appUrl).href;
}

/** A visitor: no bearer token and no session cookie. Only their requests use the shared cache. */
function isVisitor(request: Request): boolean {
  if (request.headers.has("Authorization")) return false;
  const cookies = request.headers.get("Cookie") ?? "";
  return !cookies.split(";").some((cookie) => cookie.trim().startsWith(`${REFRESH_COOKIE}=`));
}

function withCacheHeader(response: Response, state: "HIT" | "MISS" | "BYPASS"): Response {
  const answer = new Response(response.body, response);
  answer.headers.set(EDGE_CACHE_HEADER, state);
  return answer;
}

/** The shared copy: kept EDGE_TTL_SECONDS, with the browser's headers set aside for the way out. */
function sharedCopy(response: Response): Response {
  const copy = new Response(response.body, response);
  for (const name of BROWSER_HEADERS) {
    const value = copy.headers.get(name);
    if (value !== null) copy.headers.set(`${STASH_PREFIX}${name}`, value);
    copy.headers.delete(name);
  }
  copy.headers.set("Cache-Control", `public, max-age=${EDGE_TTL_SECONDS}`);
  return copy;
}

/** A shared copy on its way to a browser: its own Cache-Control and Vary back. */
function fromSharedCopy(copy: Response): Response {
  const answer = withCacheHeader(copy, "HIT");
  for (const name of BROWSER_HEADERS) {
    const stashed = answer.headers.get(`${STASH_PREFIX}${name}`);
    answer.headers.delete(`${STASH_PREFIX}${name}`);
    if (stashed === null) answer.headers.delete(name);
    else answer.headers.set(name, stashed);
  }
  answer.headers.delete("Age");
  return answer;
}

/** What a route built, and whether every visitor would get the same (a listed story, a public list). */
export interface EdgeAnswer<R extends Response> {
  response: R;
  shareable: boolean;
}

/**
 * A visitor's answer from the shared cache when it holds one; else `build`'s, stored when shareable
 * and 200. A signed-in caller's request neither reads nor fills it. `entry` null: not cached. The
 * answer keeps the type of `build`'s (the SPA's typed client reads it): the same body either way.
 */
export async function servedFromEdge<R extends Response>(
  request: Request,
  env: Pick<Env, "APP_URL">,
  entry: EdgeEntry | null,
  build: () => Promise<EdgeAnswer<R>>,
): Promise<R> {
  if (!isVisitor(request)) return withCacheHeader((await build()).response, "BYPASS") as R;
  if (!entry) return (await build()).response;
  const key = edgeKey(env.APP_URL, entry);
  const cached = await caches.default.match(key);
  if (cached) return fromSharedCopy(cached) as R;
  const { response, shareable } = await build();
  if (!shareable || response.status !== 200) return withCacheHeader(response, "MISS") as R;
  const [forBrowser, forCache] = (response.body ?? new ReadableStream()).tee();
  // Awaited rather than left to waitUntil: the next visitor, even right after, finds it.
  await caches.default.put(key, sharedCopy(new Response(forCache, response)));
  return withCacheHeader(new Response(forBrowser, response), "MISS") as R;
}

export const edgeEntries = {
  publicList: (language: Language): EdgeEntry => ({ kind: "public-list", language }),
  browsePage: (language: Language): EdgeEntry => ({ kind: "browse-page", language }),
  storyView: (slug: string): EdgeEntry => ({ kind: "story-view", slug }),
  story: (idOrSlug: string): EdgeEntry => ({ kind: "story", idOrSlug }),
  storyPage: (language: Language, slug: string): EdgeEntry => ({ kind: "story-page", language, slug }),
};

/** Deletes this data centre's copies of a language's public list and browse page. */
export async function purgeListsFromEdge(env: Pick<Env, "APP_URL">, language: Language): Promise<void> {
  await purge(env, [edgeEntries.publicList(language), edgeEntries.browsePage(language)]);
}

/**
 * Deletes every shared copy a change to this story can make wrong: its JSON (by slug and by id), its
 * page in every language, and its language's public list and browse page. Only this data centre's
 * copies: elsewhere they expire within EDGE_TTL_SECONDS.
 */
export async function purgeStoryFromEdge(
  env: Pick<Env, "APP_URL">,
  story: { id: string; slug: string; language: Language },
): Promise<void> {
  await Promise.all([
    purge(env, [
      edgeEntries.storyView(story.slug),
      edgeEntries.story(story.id),
      edgeEntries.story(story.slug),
      ...LANGUAGES.map((language) => edgeEntries.storyPage(language, story.slug)),
    ]),
    purgeListsFromEdge(env, story.language),
  ]);
}

/** Best effort: a copy it misses expires within EDGE_TTL_SECONDS, and the write that asked is already made. */
async function purge(env: Pick<Env, "APP_URL">, entries: readonly EdgeEntry[]): Promise<void> {
  try {
    await Promise.all(entries.map((entry) => caches.default.delete(edgeKey(env.APP_URL, entry))));
  } catch (error) {
    console.warn("edge cache: purge failed", error);
  }
}

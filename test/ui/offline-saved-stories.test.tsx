import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppRoutes } from "../../src/app/routes";
import { useSavedStoriesFollowSession } from "../../src/features/offline/device-reader";
import { sessionAtom, useSessionBootstrap } from "../../src/features/session/session";
import { SAVED_STORIES_CACHE } from "../../shared/constants";
import { activateLocale } from "../../src/i18n/locale";
import type { StoryJson } from "../../shared/story-json";
import { installCacheStorage } from "./cache-storage";
import { CHAPTERS, makeStory, openSettings, SLUG, STORY_ID, visitor } from "./player-helpers";
import { renderRoutes } from "./render";
import { user } from "./fixtures";
import { stubServer, type Answer, type Sent } from "./server-stub";
import { storeToken } from "./stored-token";

const TIMINGS_URL = `/media/stories/${STORY_ID}/opening.timings.json`;
/** With WebP copies of the opening's picture, which are not saved: the saved picture is. */
const WEBP = [480, 720].map((width) => ({ url: `/media/stories/${STORY_ID}/opening-${width}.webp`, width, height: (width * 2) / 3, type: "image/webp" as const }));
const story = makeStory({
  wordTimings: { opening: TIMINGS_URL, buildUp: [{ i: 0, start: 0, end: 0.4 }] },
  imageSources: { opening: WEBP, buildUp: null, dilemma: null, resolution: null, closing: null },
});

/** Every file the saved story needs: five pictures, five narrations, the cover, the timings file. */
const FILES = [
  ...CHAPTERS.map((chapter) => `/media/stories/${STORY_ID}/${chapter}.png`),
  ...CHAPTERS.map((chapter) => `/media/stories/${STORY_ID}/${chapter}.mp3`),
  `/media/stories/${STORY_ID}/cover.png`,
  TIMINGS_URL,
].sort();

/** A server that has the story and its files, until `offline` is set. */
function storyServer(options: { failFile?: string } = {}) {
  const state = { offline: false };
  const server = stubServer((sent: Sent) => {
    if (state.offline) throw new TypeError("Failed to fetch");
    if (sent.path === `/api/stories/slug/${SLUG}`) return { body: { story, userFeedback: null } };
    if (sent.path === "/api/stories/public") return { body: { success: true, stories: [] } };
    if (sent.path === TIMINGS_URL) return { body: [{ i: 0, start: 0.1, end: 0.5 }] };
    if (sent.path.startsWith("/media/")) return sent.path === options.failFile ? { status: 503 } : { body: "bytes" };
    return { status: 404, body: { message: "Not found" } };
  });
  return { server, state };
}

async function openPlayer() {
  const rendered = renderRoutes(<AppRoutes />, `/story/${SLUG}`, visitor);
  await screen.findByRole("heading", { level: 1, name: story.title });
  return rendered;
}

const savedPaths = (storage: ReturnType<typeof installCacheStorage>) =>
  [...(storage.caches.get(SAVED_STORIES_CACHE)?.entries.keys() ?? [])].map((url) => new URL(url).pathname).sort();

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("save for offline (player)", () => {
  it("keeps the story's JSON, pictures, cover, narration and timings, then removes them all", async () => {
    const storage = installCacheStorage();
    storyServer();
    const kbd = userEvent.setup();
    await openPlayer();
    const save = await within(openSettings()).findByRole("button", { name: "Save for offline" });
    await waitFor(() => expect(save.getAttribute("aria-busy")).toBeNull());
    expect(save.getAttribute("aria-pressed")).toBe("false");

    await kbd.click(save);
    expect(await screen.findByText("Saved on this device: it plays without a network.")).toBeTruthy();
    expect(save.getAttribute("aria-pressed")).toBe("true");
    expect(savedPaths(storage)).toEqual([...FILES, `/offline/stories/${SLUG}`].sort());
    const record = (await (await storage.caches.get(SAVED_STORIES_CACHE)!.match(`/offline/stories/${SLUG}`))!.json()) as {
      story: StoryJson;
    };
    expect(record.story.title).toBe(story.title);

    await kbd.click(save);
    expect(await screen.findByText("Removed from this device.")).toBeTruthy();
    expect(save.getAttribute("aria-pressed")).toBe("false");
    // The last story gone, the cache goes too.
    expect(storage.caches.has(SAVED_STORIES_CACHE)).toBe(false);
  });

  it("stores nothing when a file cannot be fetched, and says so", async () => {
    const storage = installCacheStorage();
    storyServer({ failFile: `/media/stories/${STORY_ID}/closing.mp3` });
    const kbd = userEvent.setup();
    await openPlayer();
    const save = await within(openSettings()).findByRole("button", { name: "Save for offline" });
    await waitFor(() => expect(save.getAttribute("aria-busy")).toBeNull());
    await kbd.click(save);
    expect(await screen.findByText("The story could not be saved or removed. Please try again.")).toBeTruthy();
    expect(save.getAttribute("aria-pressed")).toBe("false");
    expect(savedPaths(storage)).toEqual([]);
  });

  it("opens a saved story when there is no network, and only a saved one", async () => {
    installCacheStorage();
    const { state } = storyServer();
    const kbd = userEvent.setup();
    const { unmount } = await openPlayer();
    const save = await within(openSettings()).findByRole("button", { name: "Save for offline" });
    await waitFor(() => expect(save.getAttribute("aria-busy")).toBeNull());
    await kbd.click(save);
    await screen.findByText("Saved on this device: it plays without a network.");
    unmount();

    state.offline = true;
    await openPlayer();
    // The narration's <audio> joins once the player has been painted.
    await waitFor(() => expect(document.querySelector("audio")?.getAttribute("src")).toBe(`/media/stories/${STORY_ID}/opening.mp3`));
    // The picture a browser shows offline is one the device kept.
    const picture = document.querySelector<HTMLImageElement>(".chapter-illustration")!;
    expect(picture.getAttribute("src")).toBe(`/media/stories/${STORY_ID}/opening.png`);
    expect(picture.getAttribute("srcset")).toBeNull();
    const sheet = openSettings();
    await waitFor(() => expect(within(sheet).getByRole("button", { name: "Save for offline" }).getAttribute("aria-pressed")).toBe("true"));
    cleanup();

    renderRoutes(<AppRoutes />, "/story/a-story-never-saved", visitor);
    expect(await screen.findByRole("dialog", { name: "The story could not be loaded" })).toBeTruthy();
  });

  it("is not offered where the browser cannot store stories", async () => {
    storyServer();
    await openPlayer();
    expect(within(openSettings()).queryByRole("button", { name: "Save for offline" })).toBeNull();
  });
});

describe("on this device (browse page)", () => {
  async function saveTwoStories(storage: ReturnType<typeof installCacheStorage>) {
    const cache = await storage.open(SAVED_STORIES_CACHE);
    const other: StoryJson = { ...makeStory(), slug: "la-chouette", title: "La chouette", language: "fr-FR", coverImage: null };
    await cache.put(`/offline/stories/${SLUG}`, Response.json({ story, savedAt: "2025-05-01T20:00:00.000Z", savedBy: null }));
    await cache.put("/offline/stories/la-chouette", Response.json({ story: other, savedAt: "2025-05-02T20:00:00.000Z", savedBy: null }));
    await cache.put(`/media/stories/${STORY_ID}/cover.png`, new Response("bytes"));
  }

  it("lists the saved stories, newest first, with cover, title and a link to open, and removes one", async () => {
    const storage = installCacheStorage();
    storyServer();
    await saveTwoStories(storage);
    const kbd = userEvent.setup();
    renderRoutes(<AppRoutes />, "/", visitor);
    const section = (await screen.findByRole("heading", { name: "On this device" })).closest("section")!;
    const items = await within(section).findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("La chouette"),
      expect.stringContaining(story.title),
    ]);
    expect(within(section).getByRole("link", { name: `Open “${story.title}”` }).getAttribute("href")).toBe(`/story/${SLUG}`);
    expect(items[1]!.querySelector("img")?.getAttribute("src")).toBe(`/media/stories/${STORY_ID}/cover.png`);

    await kbd.click(within(section).getByRole("button", { name: `Remove “${story.title}” from this device` }));
    expect(await within(section).findByText(`“${story.title}” was removed from this device.`)).toBeTruthy();
    await waitFor(() => expect(within(section).getAllByRole("listitem")).toHaveLength(1));
    expect(savedPaths(storage)).toEqual(["/offline/stories/la-chouette"]);
  });

  it("lists a private story only to the account that saved it: not to a visitor, nor a copy from an older build", async () => {
    const storage = installCacheStorage();
    storyServer();
    const cache = await storage.open(SAVED_STORIES_CACHE);
    const secret = (slug: string, title: string): StoryJson => ({ ...makeStory(), slug, title, isPublic: false });
    await cache.put(`/offline/stories/${SLUG}`, Response.json({ story, savedAt: "2025-05-01T20:00:00.000Z", savedBy: "someone" }));
    await cache.put(
      "/offline/stories/the-secret",
      Response.json({ story: secret("the-secret", "The secret"), savedAt: "2025-05-02T20:00:00.000Z", savedBy: "someone" }),
    );
    await cache.put(
      "/offline/stories/an-old-copy",
      Response.json({ story: secret("an-old-copy", "An old copy"), savedAt: "2025-05-03T20:00:00.000Z" }),
    );
    renderRoutes(<AppRoutes />, "/", visitor);
    const section = (await screen.findByRole("heading", { name: "On this device" })).closest("section")!;
    const items = await within(section).findAllByRole("listitem");
    // The public story saved by that account stays listed; its private ones do not.
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining(story.title)]);
    expect(within(section).queryByText("The secret")).toBeNull();
    expect(within(section).queryByText("An old copy")).toBeNull();
  });

  it("is not shown when nothing is saved", async () => {
    installCacheStorage();
    storyServer();
    renderRoutes(<AppRoutes />, "/", visitor);
    await screen.findByRole("heading", { name: "Discover" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("heading", { name: "On this device" })).toBeNull();
  });

  it("speaks French", async () => {
    await activateLocale("fr-FR");
    const storage = installCacheStorage();
    storyServer();
    await saveTwoStories(storage);
    const kbd = userEvent.setup();
    renderRoutes(<AppRoutes />, "/", visitor);
    const section = (await screen.findByRole("heading", { name: "Sur cet appareil" })).closest("section")!;
    expect((await within(section).findByRole("link", { name: "Ouvrir « La chouette »" })).getAttribute("href")).toBe(
      "/story/la-chouette",
    );
    await kbd.click(within(section).getByRole("button", { name: "Retirer « La chouette » de cet appareil" }));
    expect(await within(section).findByText("« La chouette » a été retirée de cet appareil.")).toBeTruthy();
  });
});

describe("a family's saved stories and the session", () => {
  const secret: StoryJson = { ...makeStory(), slug: "the-secret", title: "The secret", isPublic: false };

  /** The device at bedtime: the parent's token, a public story and their private one saved, the app started. */
  async function startDevice(server: (sent: Sent) => Answer) {
    const storage = installCacheStorage();
    const cache = await storage.open(SAVED_STORIES_CACHE);
    await cache.put(`/offline/stories/${SLUG}`, Response.json({ story, savedAt: "2025-05-01T20:00:00.000Z", savedBy: user._id }));
    await cache.put("/offline/stories/the-secret", Response.json({ story: secret, savedAt: "2025-05-02T20:00:00.000Z", savedBy: user._id }));
    storeToken(user._id);
    const stub = stubServer(server);
    // What App runs around the routes: the session check, and the saved stories following it.
    function Device() {
      useSessionBootstrap();
      useSavedStoriesFollowSession();
      return <AppRoutes />;
    }
    const { store } = renderRoutes(<Device />, "/", { status: "checking", user: null });
    await waitFor(() => expect(stub.sent.some(({ path }) => path === "/api/users/login")).toBe(true));
    // The check's failure (or answer) runs through the client, the bootstrap and the saved stories.
    await act(async () => {});
    return { storage, store };
  }

  const listed = async () => {
    const section = (await screen.findByRole("heading", { name: "On this device" })).closest("section")!;
    return (await within(section).findAllByRole("listitem")).map((item) => item.textContent);
  };

  it("keeps and lists the parent's private story with no network, and still once the server confirms the parent", async () => {
    const network = { online: false };
    const { storage, store } = await startDevice(({ path }) => {
      if (!network.online) throw new TypeError("Failed to fetch");
      if (path === "/api/users/login") return { body: { user } };
      if (path === "/api/stories/public") return { body: { success: true, stories: [] } };
      return { status: 404, body: { message: "Not found" } };
    });
    expect(store.get(sessionAtom).status).toBe("checking");
    expect(savedPaths(storage)).toContain("/offline/stories/the-secret");
    await waitFor(async () => expect(await listed()).toEqual([expect.stringContaining("The secret"), expect.stringContaining(story.title)]));

    network.online = true;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(store.get(sessionAtom)).toEqual({ status: "signedIn", user }));
    expect(savedPaths(storage)).toContain("/offline/stories/the-secret");
    expect(await listed()).toEqual([expect.stringContaining("The secret"), expect.stringContaining(story.title)]);
  });

  it.each([
    ["a 503", { status: 503, body: { message: "Service unavailable" } }],
    ["a 502", { status: 502 }],
  ])("keeps the parent's private story when the check gets %s", async (_, failure: Answer) => {
    const { storage, store } = await startDevice(({ path }) => (path === "/api/stories/public" ? { body: { success: true, stories: [] } } : failure));
    expect(store.get(sessionAtom).status).toBe("checking");
    expect(savedPaths(storage)).toContain("/offline/stories/the-secret");
  });

  it("forgets the private story on a real sign-out: a 401 the refresh cannot mend", async () => {
    const { storage, store } = await startDevice(({ path }) =>
      path === "/api/stories/public" ? { body: { success: true, stories: [] } } : { status: 401, body: { message: "Unauthorized" } },
    );
    await waitFor(() => expect(store.get(sessionAtom).status).toBe("signedOut"));
    await waitFor(() => expect(savedPaths(storage)).not.toContain("/offline/stories/the-secret"));
    await waitFor(async () => expect(await listed()).toEqual([expect.stringContaining(story.title)]));
  });
});

import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { apiToken, createAccount, finishedDemoStory, madeStoryOf, signIn } from "./helpers";
import type { Language } from "./families";
import { openPlayerSettings } from "./player-settings";

/**
 * Issue 33, part 2: a family device forgets a signed-out account's private stories. After
 * "Save for offline" on a private story and Log out, the home page still listed it under
 * "On this device", the next account signed in on that browser saw it too, and the saved
 * copy held the saver's own reaction.
 */

const LABELS = {
  "en-US": { save: "Save for offline", saved: "Saved on this device: it plays without a network.", onThisDevice: "On this device", logOut: "Log out" },
  "fr-FR": { save: "Garder hors connexion", saved: "Gardée sur cet appareil : elle se lit même sans réseau.", onThisDevice: "Sur cet appareil", logOut: "Se déconnecter" },
} as const;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A new account's finished private story, which its owner has liked (a per-reader field). Made for it:
 * its title must be one no public story shows.
 */
async function privateStoryOf(request: APIRequestContext, language: Language) {
  const owner = await createAccount(request, { tag: `device-${language}`, language });
  const token = await apiToken(request, owner);
  const id = (await madeStoryOf(request, owner, language === "fr-FR" ? ["une luciole timide"] : ["a shy firefly"])).story._id;
  expect((await request.post(`/api/stories/${id}/react`, { headers: bearer(token), data: { reaction: "like" } })).status()).toBe(200);
  const view = (await (await request.get(`/api/stories/${id}`, { headers: bearer(token) })).json()) as {
    story: { _id: string; slug: string; title: string; isPublic: boolean };
  };
  expect(view.story.isPublic).toBe(false);
  return { owner, story: view.story };
}

/** Every key in Cache Storage, and the text of every JSON entry. */
function deviceStorage(page: Page) {
  return page.evaluate(async () => {
    const keys: string[] = [];
    const json: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        keys.push(new URL(request.url).pathname);
        const response = await cache.match(request);
        if (response?.headers.get("Content-Type")?.includes("json")) json.push(await response.text());
      }
    }
    const local = Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`);
    const databases = "databases" in indexedDB ? (await indexedDB.databases()).map((db) => db.name ?? "") : [];
    return { keys, json, local, databases };
  });
}

async function saveForOffline(page: Page, slug: string, title: string, language: Language) {
  const l = LABELS[language];
  await page.goto(`/story/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
  const settings = await openPlayerSettings(page);
  await settings.getByRole("button", { name: l.save }).click();
  await expect(settings.getByText(l.saved)).toBeVisible();
}

for (const language of ["en-US", "fr-FR"] as const) {
  test.describe(language, () => {
    test.use({ locale: language });
    test("a private story saved for offline leaves the device with its account", async ({ page, request }) => {
      test.setTimeout(240_000);
      const l = LABELS[language];
      const { owner, story } = await privateStoryOf(request, language);
      const open = await finishedDemoStory(request);
      await signIn(page, owner, language);
      await saveForOffline(page, story.slug, story.title, language);
      await saveForOffline(page, open.slug, open.title, language);

      // The saved copy holds the story, not its reader: no reaction, no feedback, no e-mail.
      const saved = await deviceStorage(page);
      const record = saved.json.find((text) => text.includes(story.slug));
      expect(record, "the private story's saved copy").toBeDefined();
      const copy = JSON.parse(record!) as { story: Record<string, unknown> };
      expect(copy.story.userReaction).toBeNull();
      expect(copy.story.userFeedbackText).toBeNull();
      expect(record).not.toContain(owner.email);
      expect(saved.keys.some((key) => key.includes(`/media/stories/${story._id}/`))).toBe(true);

      const nothingPrivate = async () => {
        await page.goto("/");
        const section = page.locator("section", { has: page.getByRole("heading", { name: l.onThisDevice }) });
        // The public story saved beside it stays on the device, so the section is there to look at.
        await expect(section.getByText(open.title)).toBeVisible();
        await expect(page.getByText(story.title)).toHaveCount(0);
        await expect(page.locator(`a[href*="${story.slug}"]`)).toHaveCount(0);
        // The device forgets as the session settles: wait for that state, then look at everything.
        const privateLeft = async () => {
          const left = await deviceStorage(page);
          return [
            ...left.keys.filter((key) => key.includes(story._id) || key.includes(story.slug)),
            ...left.json.filter((text) => text.includes(story.slug) || text.includes(story.title)),
            ...left.local.filter((entry) => entry.includes(story.slug) || entry.includes(story._id)),
            ...left.databases,
          ];
        };
        await expect.poll(privateLeft).toEqual([]);
        await expect(section.getByText(open.title)).toBeVisible();
      };

      // The player stands alone; the browse page's navigation has Log out.
      await page.goto("/");
      await page.getByRole("button", { name: l.logOut }).first().click();
      await expect(page).toHaveURL(/\/login$/);
      await nothingPrivate();

      const next = await createAccount(request, { tag: `device-next-${language}`, language });
      await signIn(page, next, language);
      await nothingPrivate();
    });
  });
}

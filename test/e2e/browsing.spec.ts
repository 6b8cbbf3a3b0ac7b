import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { apiToken, clickCardAction, createAccount, finishedStoryOf, GENERATION_TIMEOUT, signIn } from "./helpers";

interface Card {
  _id: string;
  slug: string;
  title: string;
  description: string;
  generatingStatus: string;
}

/** A finished demo story (seeded by `npm start`, generated in the background), public in `lang`. */
async function demoStory(request: APIRequestContext, lang: "en-US" | "fr-FR"): Promise<Card> {
  let found: Card | undefined;
  await expect
    .poll(
      async () => {
        const { stories } = (await (await request.get(`/api/stories/public?lang=${lang}`)).json()) as { stories: Card[] };
        found = stories.find((story) => !story.slug.startsWith("bulk-"));
        return found?.generatingStatus;
      },
      { timeout: GENERATION_TIMEOUT },
    )
    .toBe("CompletelyGenerated");
  return found!;
}

/** The card of this very story: another test's story may carry the same generated title. */
const cardOf = (page: Page, story: Card) =>
  page.locator("#public-stories article").filter({ has: page.locator(`a[href="/story/${encodeURIComponent(story.slug)}"]`) });

const titlesOnPage = (page: Page) => page.locator("#public-stories h3").allTextContents();

test("a visitor pages through public stories with the arrows, past the wrap, and back from the first page", async ({ page, request }) => {
  // More than 96 English stories, so the wrap is reached.
  expect((await request.post("/api/dev/bulk-stories", { data: { count: 110, language: "en-US" } })).status()).toBe(200);
  await page.goto("/");
  const next = page.getByRole("button", { name: "Next stories" });
  const previous = page.getByRole("button", { name: "Previous stories" });
  await expect(page.locator("#public-stories h3").first()).toBeVisible();
  const first = await titlesOnPage(page);
  const seen = new Set(first);
  // Pages of 12: after the ninth page more than 96 have been seen.
  let last: string[] = first;
  for (let pageNumber = 2; pageNumber <= 9; pageNumber++) {
    await next.click();
    await expect.poll(async () => (await titlesOnPage(page))[0]).not.toBe(last[0]);
    last = await titlesOnPage(page);
    // Each page brings stories not seen before.
    for (const title of last) expect(seen.has(title), title).toBe(false);
    for (const title of last) seen.add(title);
  }
  expect(seen.size).toBeGreaterThan(96);
  // Back to the first page, then back once more: it wraps to the last page seen.
  for (let pageNumber = 9; pageNumber > 1; pageNumber--) await previous.click();
  await expect.poll(() => titlesOnPage(page)).toEqual(first);
  await previous.click();
  await expect.poll(() => titlesOnPage(page)).toEqual(last);
  // More than 96 seen: the next press wraps to the first page.
  await next.click();
  await expect.poll(() => titlesOnPage(page)).toEqual(first);
});

test.describe("in French", () => {
  test.use({ locale: "fr-FR" });

  test("a visitor browses French stories and a reaction asks them to sign in", async ({ page, request }) => {
    const story = await demoStory(request, "fr-FR");
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Découvrir" })).toBeVisible();
    await expect(page.getByLabel("Histoires en")).toHaveValue("fr-FR");
    const card = cardOf(page, story);
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: /^J’aime/ }).click();
    await expect(page.getByRole("dialog")).toContainText("Vous devez être connecté");
  });
});

// These wait for a demo story, which the server generates in the background after it starts.
test.describe.configure({ timeout: GENERATION_TIMEOUT + 60_000 });

test("a shared /story/<slug> link carries the story's social tags in its HTML", async ({ request }) => {
  const story = await demoStory(request, "en-US");
  const response = await request.get(`/story/${story.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const escaped = story.title.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");
  expect(html).toContain(`<meta property="og:title" content="${escaped}"`);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/media\/stories\/[0-9a-f]{24}\/cover\.png"/);
  expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="http[^"]+/story/${story.slug}"`));
  const missing = await request.get("/story/no-such-story-here");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("noindex");
});

test("the player works from the keyboard", async ({ page, request }) => {
  const story = await demoStory(request, "en-US");
  await page.goto(`/story/${story.slug}`);
  await expect(page.getByRole("heading", { name: "Chapter 1 of 5" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("heading", { name: "Chapter 2 of 5" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("heading", { name: "Chapter 3 of 5" })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("heading", { name: "Chapter 2 of 5" })).toBeVisible();
  await page.keyboard.press("Home");
  await expect(page.getByRole("heading", { name: "Chapter 1 of 5" })).toBeVisible();
  // Space toggles play and pause.
  const audio = page.locator("audio");
  await page.keyboard.press("k");
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(false);
  await page.keyboard.press("k");
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
  // Tab reaches the controls, Enter presses them.
  await page.getByRole("button", { name: "Next", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Chapter 2 of 5" })).toBeVisible();
});

test("a reader likes, switches to dislike, and leaves feedback after playing someone else's story to the end", async ({ page, request }) => {
  const story = await demoStory(request, "en-US");
  const account = await createAccount(request, { tag: "reader" });
  await signIn(page, account);
  await page.goto("/");
  // A reload restores the session from its cookie: a press before that asks a visitor to sign in.
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  const card = cardOf(page, story);
  const like = card.getByRole("button", { name: /^Like/ });
  const dislike = card.getByRole("button", { name: /^Dislike/ });
  const likesBefore = Number((await like.getAttribute("aria-label"))!.match(/\d+/)![0]);
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toHaveAttribute("aria-label", `Like: ${likesBefore + 1}`);
  await dislike.click();
  await expect(dislike).toHaveAttribute("aria-pressed", "true");
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await expect(like).toHaveAttribute("aria-label", `Like: ${likesBefore}`);

  // Play it to the end: the last narration ending opens the feedback dialog.
  await card.getByRole("link", { name: `Play “${story.title}”` }).click();
  await expect(page.getByRole("heading", { name: "Chapter 1 of 5" })).toBeVisible();
  for (let n = 1; n < 5; n++) await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Chapter 5 of 5" })).toBeVisible();
  // Skip to the last second of the narration, as a reader dragging the seek bar would.
  await page.locator("audio").evaluate(async (audio: HTMLAudioElement) => {
    if (audio.readyState < 1) await new Promise((resolve) => audio.addEventListener("loadedmetadata", resolve, { once: true }));
    audio.currentTime = Math.max(0, audio.duration - 0.5);
    await audio.play();
  });
  const dialog = page.getByRole("dialog", { name: "The end! What did you think?" });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByLabel("Your message").fill("My daughter loved the ending!");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Thank you for your feedback!")).toBeVisible();

  const token = await apiToken(request, account);
  const { story: after } = (await (
    await request.get(`/api/stories/slug/${story.slug}`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { story: { userReaction: string; userFeedbackText: string } };
  expect(after.userFeedbackText).toBe("My daughter loved the ending!");
  expect(after.userReaction).toBe("dislike");
});

test("an owner publishes, shares (link copied) and deletes their own story", async ({ page, request, context }) => {
  test.setTimeout(180_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const account = await createAccount(request, { tag: "owner" });
  const { story: full } = await finishedStoryOf(request, account, "en-US");

  await signIn(page, account);
  await page.goto("/#my-stories");
  // The card's actions show when the pointer is over the card (or focus is in it).
  const card = page.locator("#my-stories article").filter({ hasText: full.title });
  const actions = card.getByRole("group", { name: `Actions for ${full.title}` });
  await clickCardAction(card, actions.getByRole("button", { name: "Make public" }));
  await page.getByRole("dialog", { name: "Make this story public?" }).getByRole("button", { name: "Make public" }).click();
  // A new account's story waits for an admin (publish-review.spec.ts follows it to the public list).
  await expect(card.getByText("In review", { exact: true })).toBeVisible();

  await clickCardAction(card, actions.getByRole("button", { name: "Share" }));
  const share = page.getByRole("dialog", { name: "Share this story" });
  await share.getByRole("button", { name: "Copy link" }).click();
  await expect(share.getByText("Link copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/story/${full.slug}$`));
  await share.getByRole("button", { name: "Close" }).first().click();

  await clickCardAction(card, actions.getByRole("button", { name: "Delete" }));
  await page.getByRole("dialog", { name: "Delete this story?" }).getByRole("button", { name: "Delete for good" }).click();
  await expect(page.locator("#my-stories article").filter({ hasText: full.title })).toHaveCount(0);
  expect((await request.get(`/api/stories/${full._id}`)).status()).toBe(404);
});

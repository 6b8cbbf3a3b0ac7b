import { expect, test } from "@playwright/test";
import { ownerWithFeedback } from "./families";
import { signIn } from "./helpers";

const LABELS = {
  "en-US": {
    feedback: (title: string) => `Readers’ feedback on “${title}”`,
    counts: ["3 likes", "3 dislikes", "6 feedback messages"],
    liked: "Liked it",
    disliked: "Did not like it",
    older: "Older",
    newer: "Newer",
    page: (n: number) => `Page ${n} of 2`,
  },
  "fr-FR": {
    feedback: (title: string) => `Avis des lecteurs sur « ${title} »`,
    counts: ["3 j’aime", "3 je n’aime pas", "6 avis"],
    liked: "A aimé",
    disliked: "N’a pas aimé",
    older: "Plus anciens",
    newer: "Plus récents",
    page: (n: number) => `Page ${n} sur 2`,
  },
} as const;

test.describe.configure({ timeout: 240_000 });

for (const language of ["en-US", "fr-FR"] as const) {
  test.describe(`owner feedback (${language})`, () => {
    test.use({ locale: language });

    test("an owner sees a public story's counts and reads its feedback, 5 a page, newest first", async ({ page, request }) => {
      const l = LABELS[language];
      const { owner, title, readers } = await ownerWithFeedback(request, language, 6);
      await signIn(page, owner, language);
      await page.goto("/#my-stories");
      const card = page.locator("#my-stories article").filter({ hasText: title });
      for (const count of l.counts) await expect(card.locator(".story-card-counts")).toContainText(count);

      await card.getByRole("button", { name: l.feedback(title) }).click();
      const dialog = page.getByRole("dialog", { name: l.feedback(title) });
      await expect(dialog).toBeVisible();
      // A modal dialog: the page behind is inert, so focus cannot leave it.
      expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
      const items = dialog.getByRole("listitem");
      await expect(items).toHaveCount(5);
      // Newest first: the sixth reader wrote last (and disliked); the fifth liked.
      await expect(items.nth(0)).toContainText(readers[5]!);
      await expect(items.nth(0)).toContainText("Message number 6");
      await expect(items.nth(0)).toContainText(l.disliked);
      await expect(items.nth(1)).toContainText(l.liked);
      await expect(items.nth(0).locator("time")).toHaveAttribute("datetime", /^\d{4}-/);
      await expect(dialog.getByText(l.page(1))).toBeVisible();

      await dialog.getByRole("button", { name: l.older }).click();
      await expect(dialog.getByText(l.page(2))).toBeVisible();
      await expect(items).toHaveCount(1);
      await expect(items.first()).toContainText("Message number 1");
      await expect(dialog.getByRole("button", { name: l.older })).toBeDisabled();
      await dialog.getByRole("button", { name: l.newer }).click();
      await expect(items).toHaveCount(5);

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    });
  });
}

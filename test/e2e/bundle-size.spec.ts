import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

/** Budget for the JavaScript the first screen needs, gzipped (DESIGN "Budgets", issue 17: 100 KB). */
const FIRST_SCREEN_JS_BUDGET = 100 * 1024;

test("the first screen's JavaScript stays under 100 KB gzipped", async ({ page }) => {
  const scripts = new Map<string, Buffer>();
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script" && response.ok()) {
      scripts.set(response.url(), await response.body());
    }
  });
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { name: "Discover" })).toBeVisible();
  const gzipped = [...scripts.values()].reduce((total, body) => total + gzipSync(body, { level: 9 }).length, 0);
  console.log(`first screen: ${scripts.size} scripts, ${(gzipped / 1024).toFixed(1)} KB gzipped`);
  expect(scripts.size).toBeGreaterThan(0);
  expect(gzipped).toBeLessThan(FIRST_SCREEN_JS_BUDGET);
});

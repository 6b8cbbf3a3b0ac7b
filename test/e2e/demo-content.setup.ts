import { expect, test as setup } from "@playwright/test";

// `npm start` seeds 12 demo stories on a fresh state and the offline engine draws and narrates them in its
// own process: every browser test starts after the demo content is made, from the same finished stories.
setup("the demo stories are all generated before the first test", async ({ request }) => {
  await expect
    .poll(
      async () => {
        const progress = (await (await request.get("/api/dev/seed")).json()) as { seeded: boolean; stories: number; generating: number };
        return progress;
      },
      { timeout: 240_000, intervals: [1_000] },
    )
    .toEqual({ seeded: true, stories: 12, generating: 0 });
});

import { expect, test as setup } from "@playwright/test";

// `npm start` seeds 12 demo stories on a fresh state and the offline engine draws and narrates them in the
// Worker's own isolate: until it is done every request waits behind a queue batch (4–5 s each on two cores),
// which no person at a keyboard would meet twice. Every browser test starts after the demo content is made.
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

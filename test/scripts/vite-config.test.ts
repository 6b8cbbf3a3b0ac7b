import { readFileSync } from "node:fs";
import { expect, test } from "vitest";

// The build config reads in one screen (issue 43): each build step is a module of scripts/vite/.
test("vite.config.ts composes the build's plugins in at most 100 lines", () => {
  const lines = readFileSync(new URL("../../vite.config.ts", import.meta.url), "utf8").trimEnd().split("\n");
  expect(lines.length).toBeLessThanOrEqual(100);
});

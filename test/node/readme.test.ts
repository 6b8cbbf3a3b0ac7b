import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), "utf8");
const documents = ["README.md", ...readdirSync(new URL("docs/", root)).filter((name) => name.endsWith(".md")).map((name) => `docs/${name}`)];

describe("README", () => {
  // A newcomer reads it in one sitting; reference and figures belong in docs/.
  it("stays within 150 lines", () => {
    expect(read("README.md").trimEnd().split("\n").length).toBeLessThanOrEqual(150);
  });

  it("gives the two commands", () => {
    const readme = read("README.md");
    expect(readme).toContain("npm ci && npm start   # the app at http://localhost:8787");
    expect(readme).toContain("npm ci && npm test    # every check");
  });
});

describe("docs", () => {
  // A file moved or renamed leaves no link to nowhere in the README or docs/.
  it.each(documents)("%s links only to files that exist", (document) => {
    const base = new URL(document, root);
    // A link's file: the part of (target) before any #anchor; web addresses and bare anchors are not files.
    const targets = [...read(document).matchAll(/\]\(([^)\s#]*)[^)\s]*\)/g)]
      .map(([, target = ""]) => target)
      .filter((target) => target !== "" && !/^[a-z]+:/.test(target));
    const missing = targets.filter((target) => !existsSync(new URL(target, base)));
    expect(missing).toEqual([]);
  });
});

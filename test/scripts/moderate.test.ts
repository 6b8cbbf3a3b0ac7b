/**
 * `npm run moderate`: the moderation engine from the command line, fed through its real standard input.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_MODERATION_LISTS } from "../../safety/engine/default-lists";

const root = path.join(import.meta.dirname, "../..");

function moderate(lines: readonly string[], args: readonly string[] = []) {
  const run = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["--import", "./scripts/module-data-hooks.mjs", "safety/scripts/moderate.ts", ...args], { cwd: root, input: `${lines.join("\n")}\n`, encoding: "utf8" });
  return { status: run.status, answers: run.stdout.split("\n").filter((line) => line !== "").map((line) => JSON.parse(line) as unknown), errors: run.stderr };
}

function listsFile(value: unknown): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "moderate-")), "lists.json");
  writeFileSync(file, JSON.stringify(value));
  return file;
}

describe("npm run moderate", () => {
  it("answers each idea set on its own line: null when allowed, else the category and the language", () => {
    const run = moderate([
      JSON.stringify(["fuck you teacher", "a lighthouse"]),
      JSON.stringify(["a lighthouse"]),
      JSON.stringify(["merde alors"]),
      JSON.stringify(["la queue du chat", "un conte"]),
      JSON.stringify(["a stepdad who touches her at night"]),
      JSON.stringify(["des somnifères", "dans le thé de mamie"]),
    ]);
    expect(run.answers).toEqual([
      { category: "profanity", language: "en" },
      null,
      { category: "profanity", language: "fr" },
      null,
      { category: "sexual", language: "en" },
      { category: "violence", language: "fr" },
    ]);
    expect(run.status).toBe(0);
  });

  it("keeps its answers in step with the input when a line is not an idea set, and exits 1", () => {
    const run = moderate(["not json", JSON.stringify({ ideas: ["a kite"] }), JSON.stringify(["shit happens"])]);
    expect(run.answers).toEqual([{ error: "not a JSON array of strings" }, { error: "not a JSON array of strings" }, { category: "profanity", language: "en" }]);
    expect(run.errors).toContain("line 1");
    expect(run.status).toBe(1);
  });

  it("checks a list change before an admin saves it: --lists extends the public source lists", () => {
    const changed = listsFile({ ...DEFAULT_MODERATION_LISTS, en: { ...DEFAULT_MODERATION_LISTS.en, drugs: ["broccoli"] } });
    const ideas = [JSON.stringify(["broccoli soup"]), JSON.stringify(["merde alors"])];
    expect(moderate(ideas).answers).toEqual([null, { category: "profanity", language: "fr" }]);
    expect(moderate(ideas, ["--lists", changed]).answers).toEqual([{ category: "drugs", language: "en" }, { category: "profanity", language: "fr" }]);
  });

  it("refuses a lists file that is not a moderationLists value, saying why, and answers nothing", () => {
    const run = moderate([JSON.stringify(["a kite"])], ["--lists", listsFile({ en: { cruelty: ["broccoli"] } })]);
    expect(run.status).toBe(2);
    expect(run.answers).toEqual([]);
    expect(run.errors).toContain("is not a moderationLists value");
  });
});

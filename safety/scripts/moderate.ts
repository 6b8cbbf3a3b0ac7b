// `npm run --silent moderate [-- --lists lists.json]`: the moderation engine on idea sets read from
// standard input, one JSON array of strings per line; prints one JSON line per input line: `null` when
// allowed, else {"category": "...", "language": "..."}. The same engine and lists as the Worker: the
// public source lists and the plain-harm layer, extended by the default `moderationLists` — or by the
// lists in the given file, to check a change before an admin saves it in /admin — then the trained
// classifier (not configurable). Blank lines are skipped; a line that is not an array of strings
// answers {"error": ...} and the exit status is 1.
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { compileLexicon, findUnsafeIdeas, type Lexicon } from "../engine/engine";
import { DEFAULT_MODERATION_LISTS } from "../engine/default-lists";
import { moderationListsSchema } from "../engine/lists";

function listsFromArguments(args: readonly string[]) {
  const at = args.indexOf("--lists");
  if (at === -1) return DEFAULT_MODERATION_LISTS;
  const file = args[at + 1];
  if (!file) throw new Error("--lists needs a file: --lists lists.json");
  const checked = moderationListsSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!checked.success) throw new Error(`${file} is not a moderationLists value: ${checked.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`);
  return checked.data;
}

function ideasOf(line: string): string[] {
  const value: unknown = JSON.parse(line);
  if (!Array.isArray(value) || !value.every((idea) => typeof idea === "string")) throw new Error("expected a JSON array of strings");
  return value;
}

let lexicon: Lexicon;
try {
  lexicon = compileLexicon(listsFromArguments(process.argv.slice(2)));
} catch (error) {
  console.error(`moderate: ${(error as Error).message}`);
  process.exit(2);
}

let bad = 0;
let number = 0;
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  number++;
  if (line.trim() === "") continue;
  let ideas: string[];
  try {
    ideas = ideasOf(line);
  } catch (error) {
    // A line that is not an idea set keeps its place in the output, so answers stay in step with input lines.
    console.error(`moderate: line ${number}: ${(error as Error).message}`);
    console.log(JSON.stringify({ error: "not a JSON array of strings" }));
    bad++;
    continue;
  }
  const finding = findUnsafeIdeas(lexicon, ideas);
  console.log(JSON.stringify(finding ? { category: finding.category, language: finding.language } : null));
}
process.exitCode = bad > 0 ? 1 : 0;

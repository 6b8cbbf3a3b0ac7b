/**
 * The labelled idea sets' file format (the frozen sets, the classifier's training data): one line per
 * idea set — language, label (a category or "safe"), chips joined by " | "; "#" starts a comment.
 */
import type { SafetyCategory } from "../../../shared/safety";
import type { CorpusEntry } from "./corpus";

export function parseLabelledTsv(text: string, form: string): CorpusEntry[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line) => {
      const [language, label, ideas] = line.split("\t") as [CorpusEntry["language"], string, string];
      const category = label === "safe" ? null : (label as SafetyCategory);
      return { ideas: ideas.split(" | "), language, category, form };
    });
}

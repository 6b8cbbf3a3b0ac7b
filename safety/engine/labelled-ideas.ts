/**
 * The labelled idea sets' file format (the frozen sets the configuration's coverage check reads, the
 * classifier's training data): one line per idea set — language, label (a category or "safe"), chips
 * joined by " | "; "#" starts a comment.
 */
import type { SafetyCategory } from "../../shared/safety";

export interface LabelledIdeas {
  ideas: string[];
  language: "en" | "fr";
  /** null: safe. */
  category: SafetyCategory | null;
}

export function parseLabelledIdeas(text: string): LabelledIdeas[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line) => {
      const [language, label, ideas] = line.split("\t") as [LabelledIdeas["language"], string, string];
      return { ideas: ideas.split(" | "), language, category: label === "safe" ? null : (label as SafetyCategory) };
    });
}

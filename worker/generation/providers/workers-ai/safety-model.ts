/**
 * Llama Guard 3's verdicts: its hazard categories (S1…S14), which of them refuse (configuration
 * `aiGuardCategories`), and its answer read in either form the binding gives: `{ safe, categories }`
 * (JSON mode) or the text "safe" / "unsafe\nS1,S10".
 */
import type { SafetyCategory } from "../../../../shared/safety";
import type { LlamaGuardCategory } from "../../../ai/models";
import { WorkersAiError, responseOf } from "./binding";


/** The product's safety category for a hazard, where it has one (privacy, elections, advice… have none). */
const PRODUCT_CATEGORIES: Partial<Record<LlamaGuardCategory, SafetyCategory>> = {
  S1: "violence",
  S3: "sexual",
  S4: "sexual",
  S9: "weapons",
  S10: "hate",
  S11: "self-harm",
  S12: "sexual",
};

export type GuardVerdict = { safe: true } | { safe: false; category: SafetyCategory | null };

function codesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === "string" ? value.split(/[\s,]+/) : [];
  return list.filter((code): code is string => typeof code === "string" && code.trim() !== "").map((code) => code.trim().toUpperCase());
}

/**
 * An "unsafe" answer refuses when it names a configured category, or names none (no way to tell it
 * apart); one naming only other categories (S8 intellectual property: a princess from a film) passes.
 */
function judged(codes: string[], refusing: readonly LlamaGuardCategory[]): GuardVerdict {
  const refused = codes.length === 0 ? null : codes.filter((code) => (refusing as readonly string[]).includes(code));
  if (refused !== null && refused.length === 0) return { safe: true };
  const category = (refused ?? []).map((code) => PRODUCT_CATEGORIES[code as LlamaGuardCategory]).find(Boolean) ?? null;
  return { safe: false, category };
}

/** Llama Guard's verdict from its answer; throws a `WorkersAiError` when it gives none. */
export function guardVerdict(answer: unknown, refusing: readonly LlamaGuardCategory[]): GuardVerdict {
  const response = responseOf(answer);
  if (response !== null && typeof response === "object" && "safe" in response && typeof response.safe === "boolean") {
    return response.safe ? { safe: true } : judged(codesOf("categories" in response ? response.categories : []), refusing);
  }
  if (typeof response === "string") {
    const verdict = response.trim();
    if (verdict.toLowerCase().startsWith("unsafe")) return judged(codesOf(verdict.slice("unsafe".length)), refusing);
    if (verdict.toLowerCase().startsWith("safe")) return { safe: true };
    if (verdict.startsWith("{")) {
      try {
        return guardVerdict({ response: JSON.parse(verdict) as unknown }, refusing);
      } catch {
        // Not JSON after all: reported as unreadable below.
      }
    }
  }
  throw new WorkersAiError("Workers AI: the safety check gave no verdict");
}

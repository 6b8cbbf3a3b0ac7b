/**
 * Who a story is written for. The age band sets chapter length, vocabulary and narration pace;
 * 6–8 is the default when the child's age is unknown.
 */
export const AGE_BANDS = ["3-5", "6-8", "9-12"] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
export const DEFAULT_AGE_BAND: AgeBand = "6-8";

/** The band for a child's age in years (under 3 reads as 3–5, over 12 as 9–12); unknown → the default. */
export function ageBandFor(age: number | null | undefined): AgeBand {
  if (age == null || !Number.isFinite(age)) return DEFAULT_AGE_BAND;
  if (age <= 5) return "3-5";
  if (age <= 8) return "6-8";
  return "9-12";
}

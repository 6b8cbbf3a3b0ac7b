import { describe, expect, it } from "vitest";
import { ageBandFor, DEFAULT_AGE_BAND } from "../../shared/age-bands";
import { REPORT_REASONS, SAFETY_CATEGORIES } from "../../shared/safety";

describe("shared vocabulary", () => {
  it("maps a child's age to its band, the default when unknown", () => {
    expect([2, 3, 5, 6, 8, 9, 12, 15].map(ageBandFor)).toEqual(["3-5", "3-5", "3-5", "6-8", "6-8", "9-12", "9-12", "9-12"]);
    expect(ageBandFor(null)).toBe(DEFAULT_AGE_BAND);
    expect(ageBandFor(Number.NaN)).toBe("6-8");
  });

  it("offers every safety category as a report reason, plus other", () => {
    expect(REPORT_REASONS).toEqual([...SAFETY_CATEGORIES, "other"]);
  });
});

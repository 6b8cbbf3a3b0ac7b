import { describe, expect, it } from "vitest";
import { ageFromDateOfBirth, isValidDateOfBirth, todayIso } from "../../src/features/profile/age";

describe("ageFromDateOfBirth", () => {
  const today = new Date(2026, 5, 15); // 15 June 2026, local time

  it("counts whole years, one less before this year's birthday", () => {
    expect(ageFromDateOfBirth("2018-06-15", today)).toBe(8);
    expect(ageFromDateOfBirth("2018-06-16", today)).toBe(7);
    expect(ageFromDateOfBirth("2018-05-31", today)).toBe(8);
    expect(ageFromDateOfBirth("2026-06-15", today)).toBe(0);
  });

  it("has no age without a real date of birth or with one in the future", () => {
    expect(ageFromDateOfBirth(null, today)).toBeNull();
    expect(ageFromDateOfBirth("", today)).toBeNull();
    expect(ageFromDateOfBirth("2018-02-30", today)).toBeNull();
    expect(ageFromDateOfBirth("15/06/2018", today)).toBeNull();
    expect(ageFromDateOfBirth("2026-06-16", today)).toBeNull();
  });

  it("treats a 29 February birthday as passed on 1 March", () => {
    expect(ageFromDateOfBirth("2016-02-29", new Date(2025, 1, 28))).toBe(8);
    expect(ageFromDateOfBirth("2016-02-29", new Date(2025, 2, 1))).toBe(9);
  });
});

describe("date of birth validity", () => {
  it("accepts real dates up to today", () => {
    const today = new Date(2026, 0, 5);
    expect(todayIso(today)).toBe("2026-01-05");
    expect(isValidDateOfBirth("2026-01-05", today)).toBe(true);
    expect(isValidDateOfBirth("2026-01-06", today)).toBe(false);
    expect(isValidDateOfBirth("2019-13-01", today)).toBe(false);
  });
});

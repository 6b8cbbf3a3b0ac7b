import { renderHook } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createElement, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { pickTimeUnit, useTimeAgo } from "../../src/features/stories/time-ago";
import { activateLocale } from "../../src/i18n/locale";

const NOW = new Date("2025-06-15T12:00:00.000Z");
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The ISO date `ms` milliseconds before NOW. */
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

function timeAgo() {
  const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nProvider, { i18n }, children);
  return renderHook(() => useTimeAgo(), { wrapper }).result.current;
}

describe("pickTimeUnit", () => {
  it("takes the largest unit that fits, counting whole units", () => {
    expect(pickTimeUnit(ago(3 * 365 * DAY + 10 * DAY), NOW)).toEqual({ unit: "year", count: 3 });
    expect(pickTimeUnit(ago(2 * 30 * DAY + DAY), NOW)).toEqual({ unit: "month", count: 2 });
    expect(pickTimeUnit(ago(15 * DAY), NOW)).toEqual({ unit: "week", count: 2 });
    expect(pickTimeUnit(ago(3 * DAY + 5 * HOUR), NOW)).toEqual({ unit: "day", count: 3 });
    expect(pickTimeUnit(ago(5 * HOUR + 59 * MINUTE), NOW)).toEqual({ unit: "hour", count: 5 });
    expect(pickTimeUnit(ago(42 * MINUTE + 30 * SECOND), NOW)).toEqual({ unit: "minute", count: 42 });
    expect(pickTimeUnit(ago(12 * SECOND + 999), NOW)).toEqual({ unit: "second", count: 12 });
  });

  it("switches unit exactly at each boundary: year 365 days, month 30 days", () => {
    expect(pickTimeUnit(ago(365 * DAY), NOW)).toEqual({ unit: "year", count: 1 });
    expect(pickTimeUnit(ago(365 * DAY - 1), NOW)).toEqual({ unit: "month", count: 12 });
    expect(pickTimeUnit(ago(30 * DAY), NOW)).toEqual({ unit: "month", count: 1 });
    expect(pickTimeUnit(ago(30 * DAY - 1), NOW)).toEqual({ unit: "week", count: 4 });
    expect(pickTimeUnit(ago(7 * DAY), NOW)).toEqual({ unit: "week", count: 1 });
    expect(pickTimeUnit(ago(7 * DAY - 1), NOW)).toEqual({ unit: "day", count: 6 });
    expect(pickTimeUnit(ago(DAY), NOW)).toEqual({ unit: "day", count: 1 });
    expect(pickTimeUnit(ago(DAY - 1), NOW)).toEqual({ unit: "hour", count: 23 });
    expect(pickTimeUnit(ago(HOUR), NOW)).toEqual({ unit: "hour", count: 1 });
    expect(pickTimeUnit(ago(HOUR - 1), NOW)).toEqual({ unit: "minute", count: 59 });
    expect(pickTimeUnit(ago(MINUTE), NOW)).toEqual({ unit: "minute", count: 1 });
    expect(pickTimeUnit(ago(MINUTE - 1), NOW)).toEqual({ unit: "second", count: 59 });
    expect(pickTimeUnit(ago(SECOND), NOW)).toEqual({ unit: "second", count: 1 });
  });

  it("gives nothing under a second, for future dates and for unreadable ones", () => {
    expect(pickTimeUnit(ago(SECOND - 1), NOW)).toBeNull();
    expect(pickTimeUnit(ago(0), NOW)).toBeNull();
    expect(pickTimeUnit(ago(-5 * MINUTE), NOW)).toBeNull();
    expect(pickTimeUnit("not a date", NOW)).toBeNull();
  });
});

describe("useTimeAgo", () => {
  it("words every unit in English, singular and plural", () => {
    const format = timeAgo();
    expect(format(ago(365 * DAY), NOW)).toBe("1 year ago");
    expect(format(ago(2 * 365 * DAY), NOW)).toBe("2 years ago");
    expect(format(ago(30 * DAY), NOW)).toBe("1 month ago");
    expect(format(ago(11 * 30 * DAY), NOW)).toBe("11 months ago");
    expect(format(ago(7 * DAY), NOW)).toBe("1 week ago");
    expect(format(ago(3 * 7 * DAY), NOW)).toBe("3 weeks ago");
    expect(format(ago(DAY), NOW)).toBe("1 day ago");
    expect(format(ago(3 * DAY), NOW)).toBe("3 days ago");
    expect(format(ago(HOUR), NOW)).toBe("1 hour ago");
    expect(format(ago(5 * HOUR), NOW)).toBe("5 hours ago");
    expect(format(ago(MINUTE), NOW)).toBe("1 minute ago");
    expect(format(ago(42 * MINUTE), NOW)).toBe("42 minutes ago");
    expect(format(ago(SECOND), NOW)).toBe("1 second ago");
    expect(format(ago(30 * SECOND), NOW)).toBe("30 seconds ago");
    expect(format(ago(200), NOW)).toBe("just now");
  });

  it("measures from the current time when none is given", () => {
    const format = timeAgo();
    expect(format(new Date(Date.now() - 3 * DAY - HOUR).toISOString())).toBe("3 days ago");
  });

  it("speaks French once French is active", async () => {
    await activateLocale("fr-FR");
    const format = timeAgo();
    expect(format(ago(3 * DAY), NOW)).toBe("il y a 3 jours");
    expect(format(ago(DAY), NOW)).toBe("il y a 1 jour");
    expect(format(ago(2 * 365 * DAY), NOW)).toBe("il y a 2 ans");
    expect(format(ago(30 * DAY), NOW)).toBe("il y a 1 mois");
    expect(format(ago(5 * 30 * DAY), NOW)).toBe("il y a 5 mois");
    expect(format(ago(2 * 7 * DAY), NOW)).toBe("il y a 2 semaines");
    expect(format(ago(HOUR), NOW)).toBe("il y a 1 heure");
    expect(format(ago(10 * MINUTE), NOW)).toBe("il y a 10 minutes");
    expect(format(ago(45 * SECOND), NOW)).toBe("il y a 45 secondes");
    expect(format(ago(0), NOW)).toBe("à l’instant");
  });
});

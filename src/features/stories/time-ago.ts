import { select } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { pluralForm } from "../../i18n/plural-form";
import { useCallback } from "react";

export type TimeUnit = "year" | "month" | "week" | "day" | "hour" | "minute" | "second";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Largest unit first; a year is 365 days and a month 30 (docs/product.md §2). */
const UNITS: readonly [TimeUnit, number][] = [
  ["year", 365 * DAY],
  ["month", 30 * DAY],
  ["week", 7 * DAY],
  ["day", DAY],
  ["hour", HOUR],
  ["minute", MINUTE],
  ["second", SECOND],
];

/**
 * The largest unit that fits at least once in the elapsed time, with how many;
 * null when less than a second has passed (or the date is in the future).
 */
export function pickTimeUnit(isoDate: string, now: Date = new Date()): { unit: TimeUnit; count: number } | null {
  const elapsed = now.getTime() - new Date(isoDate).getTime();
  if (!Number.isFinite(elapsed)) return null;
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return { unit, count: Math.floor(elapsed / size) };
  }
  return null;
}

/** "3 days ago" / "il y a 3 jours", in the active UI language. */
export function useTimeAgo(): (isoDate: string, now?: Date) => string {
  const { t, i18n } = useLingui();
  return useCallback(
    (isoDate: string, now?: Date) => {
      const picked = pickTimeUnit(isoDate, now);
      if (!picked) return t`just now`;
      const { count } = picked;
      // select() on the plural form rather than plural(): see plural-form.ts (the first screen's main thread).
      const form = pluralForm(i18n.locale, count);
      switch (picked.unit) {
        case "year":
          return t({ message: select(form, { one: `${count} year ago`, other: `${count} years ago` }) });
        case "month":
          return t({ message: select(form, { one: `${count} month ago`, other: `${count} months ago` }) });
        case "week":
          return t({ message: select(form, { one: `${count} week ago`, other: `${count} weeks ago` }) });
        case "day":
          return t({ message: select(form, { one: `${count} day ago`, other: `${count} days ago` }) });
        case "hour":
          return t({ message: select(form, { one: `${count} hour ago`, other: `${count} hours ago` }) });
        case "minute":
          return t({ message: select(form, { one: `${count} minute ago`, other: `${count} minutes ago` }) });
        case "second":
          return t({ message: select(form, { one: `${count} second ago`, other: `${count} seconds ago` }) });
      }
    },
    [t, i18n],
  );
}

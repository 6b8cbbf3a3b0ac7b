import { ageFromDateOfBirth, parseCalendarDate } from "../../../shared/calendar-age";

export { ageFromDateOfBirth };

/** Today as YYYY-MM-DD in local time: the latest date of birth a form accepts. */
export function todayIso(today: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}

export function isValidDateOfBirth(value: string, today: Date = new Date()): boolean {
  return parseCalendarDate(value) !== null && value <= todayIso(today);
}

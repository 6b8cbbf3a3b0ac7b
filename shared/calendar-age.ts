/**
 * A person's age from a date of birth written YYYY-MM-DD: the profile screen shows it, and the
 * Worker turns a child's age into the story's age band (shared/age-bands.ts).
 */
/** Parses a calendar date written YYYY-MM-DD; null when absent or not a real date. */
export function parseCalendarDate(value: string | null | undefined): { year: number; month: number; day: number } | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date rolls 2024-02-31 over to March: a round trip rejects impossible dates.
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/**
 * Age in whole years on `today` (the viewer's local calendar day), or null when
 * the date of birth is absent, invalid or in the future.
 */
export function ageFromDateOfBirth(dateOfBirth: string | null | undefined, today: Date = new Date()): number | null {
  const birth = parseCalendarDate(dateOfBirth);
  if (!birth) return null;
  const month = today.getMonth() + 1;
  const day = today.getDate();
  const birthdayPassed = month > birth.month || (month === birth.month && day >= birth.day);
  const age = today.getFullYear() - birth.year - (birthdayPassed ? 0 : 1);
  return age >= 0 ? age : null;
}

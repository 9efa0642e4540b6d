/**
 * A calendar day (yyyy-mm-dd) travels as Unix seconds at 12:00 UTC: read back in any time zone from UTC-11 to UTC+11
 * (the portal shows dates in the browser's zone) it is still the same day. Midnight would show the day before in Florida.
 */
export function calendarDayToUnixSeconds(day: string | null | undefined): number | null {
  if (!day) return null;
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date, 12) / 1000;
}

/** Unix seconds (noon UTC, as above) back to the calendar day. */
export function unixSecondsToCalendarDay(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined) return null;
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

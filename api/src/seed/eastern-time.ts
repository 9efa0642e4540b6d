import { theaterWallClockToInstant } from '@greenroom/contracts';

// Seeded events are set in the theater's wall-clock time and stored as UTC instants.

/** `date` is yyyy-mm-dd; the result is that wall-clock time in the theater's zone (the contracts' one conversion). */
export function theaterTime(date: string, hour: number, minute = 0): Date {
  return theaterWallClockToInstant(date, hour, minute);
}

/** yyyy-mm-dd of a UTC calendar day. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: Date, days: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days));
}

/** Every day of the month that `monthStart` (UTC, day 1) begins. */
export function daysOfMonth(monthStart: Date): Date[] {
  const days: Date[] = [];
  for (let day = monthStart; day.getUTCMonth() === monthStart.getUTCMonth(); day = addDays(day, 1)) days.push(day);
  return days;
}

import { THEATER_TIME_ZONE } from '@greenroom/contracts';

// Seeded events are set in the theater's wall-clock time and stored as UTC instants.

function offsetMinutes(instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: THEATER_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return (asUtc - instant.getTime()) / 60_000;
}

/** `date` is yyyy-mm-dd; the result is that wall-clock time in the theater's zone. */
export function theaterTime(date: string, hour: number, minute = 0): Date {
  const [year, month, day] = date.split('-').map(Number);
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  return new Date(wallClockAsUtc - offsetMinutes(new Date(wallClockAsUtc)) * 60_000);
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

import { theaterDay } from '@greenroom/sdk';
import type { LogRange } from '../api/get-member-log';

/** yyyy-mm-dd of a day picked on the date picker, which hands over the device's midnight of that day. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "Today in local form" (docs/spec-summary.md §2.9) is the theater's today, whatever zone the device is in. */
export function todayRange(now: Date = new Date()): LogRange {
  const day = theaterDay(now);
  return { startDate: day, endDate: day };
}

// A yyyy-mm-dd day is a calendar day: drawn at UTC noon in UTC, it can shift in no zone.
const LONG = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function longDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return LONG.format(new Date(Date.UTC(year, month - 1, date, 12)));
}

/** The scope line of docs/spec-summary.md §2.2.13. */
export function scopeText(range: LogRange, now: Date = new Date()): string {
  const today = theaterDay(now);
  if (range.startDate === today && range.endDate === today) return 'Showing logs for today';
  if (range.startDate === range.endDate) return `Showing logs for ${longDay(range.startDate)}`;
  return `Showing logs from ${longDay(range.startDate)} to ${longDay(range.endDate)}`;
}

export function rangeLabel(range: LogRange): string {
  return range.startDate === range.endDate ? longDay(range.startDate) : `${longDay(range.startDate)} – ${longDay(range.endDate)}`;
}

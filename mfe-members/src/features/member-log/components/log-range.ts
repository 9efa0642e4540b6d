import type { LogRange } from '../api/get-member-log';

/** yyyy-mm-dd of a date in the browser's own zone ("today in local form", spec 02 §9). */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function todayRange(now: Date = new Date()): LogRange {
  const day = localDay(now);
  return { startDate: day, endDate: day };
}

const LONG = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

function longDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return LONG.format(new Date(year, month - 1, date));
}

/** The scope line of spec 02 §2.13. */
export function scopeText(range: LogRange, now: Date = new Date()): string {
  const today = localDay(now);
  if (range.startDate === today && range.endDate === today) return 'Showing logs for today';
  if (range.startDate === range.endDate) return `Showing logs for ${longDay(range.startDate)}`;
  return `Showing logs from ${longDay(range.startDate)} to ${longDay(range.endDate)}`;
}

export function rangeLabel(range: LogRange): string {
  return range.startDate === range.endDate ? longDay(range.startDate) : `${longDay(range.startDate)} – ${longDay(range.endDate)}`;
}

import { MAX_REPEAT_SPAN_DAYS, REPEAT_SPAN_MESSAGE } from './calendar';

export type RepeatPattern = 'consecutive' | 'weekly';

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Calendar days travel as yyyy-mm-dd; the arithmetic runs in UTC so no time zone shifts a day. */
function dayNumber(date: string): number {
  if (!ISO_DATE.test(date)) return Number.NaN;
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

function isoOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(dayNumber(date) * DAY_MS).getUTCDay();
}

export function addDaysTo(date: string, days: number): string {
  return isoOfDay(dayNumber(date) + days);
}

/** docs/spec-summary.md §2.9: the repeat end date starts 4 days after the start (consecutive) or 2 months after it (weekly). */
export function defaultRepeatEnd(start: string, pattern: RepeatPattern): string {
  if (pattern === 'consecutive') return addDaysTo(start, 4);
  const [year, month, day] = start.split('-').map(Number);
  const target = new Date(Date.UTC(year, month + 1, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return isoOfDay(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(day, lastDay)) / DAY_MS);
}

export type RepeatResult = { dates: string[]; error: null } | { dates: []; error: string };

/**
 * docs/spec-summary.md §2.5: consecutive gives every day from start to end inclusive; weekly gives the start date plus each
 * later date up to the end whose weekday is chosen (the start's weekday when none is). Sorted ascending.
 */
export function repeatDates(start: string, end: string, pattern: RepeatPattern, weekdays: readonly number[]): RepeatResult {
  const first = dayNumber(start);
  const last = dayNumber(end);
  if (Number.isNaN(first) || Number.isNaN(last)) return { dates: [], error: 'No valid dates found for repeating events' };
  if (last <= first) return { dates: [], error: 'End date must be after start date' };
  if (last - first > MAX_REPEAT_SPAN_DAYS) return { dates: [], error: REPEAT_SPAN_MESSAGE };
  const chosen = weekdays.length > 0 ? new Set(weekdays) : new Set([weekdayOf(start)]);
  const dates: string[] = [start];
  for (let day = first + 1; day <= last; day += 1) {
    const date = isoOfDay(day);
    if (pattern === 'consecutive' || chosen.has(weekdayOf(date))) dates.push(date);
  }
  return { dates, error: null };
}

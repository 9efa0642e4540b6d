import type { CalendarEventRecord } from '@greenroom/contracts';
import { theaterInstant } from '@greenroom/sdk';
import { eventDays } from '../../../common/event-time';

export const GRID_CELLS = 42;
export const WEEKDAY_HEADERS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export interface DayCell {
  /** yyyy-mm-dd, a day of the theater's calendar */
  date: string;
  dayOfMonth: number;
  inMonth: boolean;
  isToday: boolean;
}

// Calendar days are counted on UTC dates: plain date arithmetic, with no zone (nor daylight saving) in it.
const isoOf = (day: Date) => day.toISOString().slice(0, 10);

/** Six weeks starting on the Sunday on or before the 1st of `month` (0-11); `today` is the theater's yyyy-mm-dd. */
export function buildMonthGrid(year: number, month: number, today: string): DayCell[] {
  const first = new Date(Date.UTC(year, month, 1));
  return Array.from({ length: GRID_CELLS }, (_, index) => {
    const day = new Date(Date.UTC(year, month, 1 - first.getUTCDay() + index));
    const date = isoOf(day);
    return { date, dayOfMonth: day.getUTCDate(), inMonth: day.getUTCMonth() === month, isToday: date === today };
  });
}

/** The theater's midnights at the first cell and after the last: the range to load for the grid. */
export function gridRange(cells: DayCell[]): { from: Date; to: Date } {
  const [lastYear, lastMonth, lastDay] = cells[cells.length - 1].date.split('-').map(Number);
  return { from: theaterInstant(cells[0].date), to: theaterInstant(isoOf(new Date(Date.UTC(lastYear, lastMonth - 1, lastDay + 1)))) };
}

/** { year, month (0-11) } of a yyyy-mm-dd day. */
export function monthOf(day: string): { year: number; month: number } {
  const [year, month] = day.split('-').map(Number);
  return { year, month: month - 1 };
}

/**
 * Events under every theater day they take place on, each day's in start order: an event from 10 PM to 1 AM is
 * listed on both days, so a member looking at the second day sees it is still running.
 */
export function eventsByDay(records: CalendarEventRecord[]): Map<string, CalendarEventRecord[]> {
  const days = new Map<string, CalendarEventRecord[]>();
  const sorted = [...records].sort((a, b) => a.fields.StartDateTime - b.fields.StartDateTime);
  for (const record of sorted) {
    for (const day of eventDays(record.fields)) days.set(day, [...(days.get(day) ?? []), record]);
  }
  return days;
}

/** 'November 2026' */
export function monthTitle(year: number, month: number): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month, 1)));
}

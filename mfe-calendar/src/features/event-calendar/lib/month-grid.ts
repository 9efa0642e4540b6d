import type { CalendarEventRecord } from '@greenroom/contracts';
import { localIsoDate } from '../../../shared/event-time';

export const GRID_CELLS = 42;
export const WEEKDAY_HEADERS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export interface DayCell {
  /** yyyy-mm-dd, local */
  date: string;
  dayOfMonth: number;
  inMonth: boolean;
  isToday: boolean;
}

/** Six weeks starting on the Sunday on or before the 1st of `month` (0-11). */
export function buildMonthGrid(year: number, month: number, today: Date): DayCell[] {
  const first = new Date(year, month, 1);
  const todayIso = localIsoDate(today);
  return Array.from({ length: GRID_CELLS }, (_, index) => {
    const day = new Date(year, month, 1 - first.getDay() + index);
    const date = localIsoDate(day);
    return { date, dayOfMonth: day.getDate(), inMonth: day.getMonth() === month, isToday: date === todayIso };
  });
}

/** The first and the day after the last cell, as instants: the range to load for the grid. */
export function gridRange(cells: DayCell[]): { from: Date; to: Date } {
  const [firstYear, firstMonth, firstDay] = cells[0].date.split('-').map(Number);
  const [lastYear, lastMonth, lastDay] = cells[cells.length - 1].date.split('-').map(Number);
  return { from: new Date(firstYear, firstMonth - 1, firstDay), to: new Date(lastYear, lastMonth - 1, lastDay + 1) };
}

/** Events by the local day they start on, each day's in start order. */
export function eventsByDay(records: CalendarEventRecord[]): Map<string, CalendarEventRecord[]> {
  const days = new Map<string, CalendarEventRecord[]>();
  const sorted = [...records].sort((a, b) => a.fields.StartDateTime - b.fields.StartDateTime);
  for (const record of sorted) {
    const day = localIsoDate(new Date(record.fields.StartDateTime * 1000));
    days.set(day, [...(days.get(day) ?? []), record]);
  }
  return days;
}

/** 'November 2026' */
export function monthTitle(year: number, month: number): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(new Date(year, month, 1));
}

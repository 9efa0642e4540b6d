import { z } from 'zod';
import { THEATER_TIME_ZONE } from './theater-time-zone';

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

/** The theater's zone's offset from UTC at an instant, in milliseconds (negative west of Greenwich). */
function theaterOffsetMs(instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: THEATER_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((found) => found.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - (instant - (instant % 1000));
}

/**
 * The instant a wall-clock time on a calendar day (yyyy-mm-dd) reads at the theater: "2027-03-20" 00:00 is
 * 04:00 UTC in daylight time. An all-day date is a theater day, so it never moves for a member further west.
 */
export function theaterWallClockToInstant(day: string, hours = 0, minutes = 0): Date {
  const [year, month, date] = day.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, date, hours, minutes);
  const guess = wall - theaterOffsetMs(wall);
  // Read the offset again at the guess: the day a clock changes, the offset at the wall time is not the one at the instant.
  return new Date(wall - theaterOffsetMs(guess));
}

/** The theater's calendar day (yyyy-mm-dd) of an instant. */
export function theaterCalendarDay(instant: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: THEATER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** Calendar days the portal keeps: a year outside is a typing mistake (year 0 would be a 500 in PostgreSQL). */
export const EARLIEST_CALENDAR_YEAR = 2000;
export const LATEST_CALENDAR_YEAR = 2100;
export const CALENDAR_DAY_MESSAGE = `Please enter a real date as yyyy-mm-dd, between ${EARLIEST_CALENDAR_YEAR} and ${LATEST_CALENDAR_YEAR}.`;

interface CalendarDayRange {
  /** A year before 2000 is allowed here (a member's first year); 2000 otherwise. */
  earliestYear?: number;
  /** Refuse a day before the theater's today (read when the request is checked). */
  notPast?: string;
  /** Refuse a day more than this many years after the theater's today. */
  yearsAhead?: { years: number; message: string };
  message?: string;
}

/**
 * The one rule for a calendar-day field: yyyy-mm-dd naming a day that exists (not 2026-02-30), in 2000-2100, and
 * optionally not before the theater's today or too far ahead; every refusal in words, never PostgreSQL's 500.
 */
export function calendarDaySchema(range: CalendarDayRange = {}) {
  const earliest = range.earliestYear ?? EARLIEST_CALENDAR_YEAR;
  const message = range.message ?? `Please enter a real date as yyyy-mm-dd, between ${earliest} and ${LATEST_CALENDAR_YEAR}.`;
  return z
    .string({ message })
    .max(10, { message })
    .pipe(z.iso.date({ message }))
    .refine((day) => {
      const year = Number(day.slice(0, 4));
      return year >= earliest && year <= LATEST_CALENDAR_YEAR;
    }, message)
    .superRefine((day, context) => {
      const today = theaterCalendarDay();
      if (range.notPast && day < today) context.addIssue({ code: 'custom', message: range.notPast });
      if (range.yearsAhead) {
        const latest = `${Number(today.slice(0, 4)) + range.yearsAhead.years}${today.slice(4)}`;
        if (day > latest) context.addIssue({ code: 'custom', message: range.yearsAhead.message });
      }
    });
}

export const CalendarDaySchema = calendarDaySchema();

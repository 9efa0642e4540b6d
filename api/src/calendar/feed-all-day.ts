import { THEATER_TIME_ZONE } from '@greenroom/contracts';

const THEATER_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: THEATER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const DAY_MS = 86_400_000;

/** The theater's calendar day of an instant, as midnight UTC: ical-generator writes an all-day date from the UTC fields. */
function theaterDay(instant: Date): Date {
  return new Date(`${THEATER_DAY.format(instant)}T00:00:00Z`);
}

/**
 * An all-day event's DTSTART and DTEND dates (RFC 5545 §3.6.1: DTEND is the day after the last day). Events are
 * stored from the first day's midnight to the last day's 23:59 in the theater's zone; no end means one day.
 */
export function allDayFeedDates(startAt: Date, endAt: Date | null): { start: Date; end: Date } {
  const start = theaterDay(startAt);
  const lastDay = endAt && endAt > startAt ? theaterDay(endAt) : start;
  return { start, end: new Date(lastDay.getTime() + DAY_MS) };
}

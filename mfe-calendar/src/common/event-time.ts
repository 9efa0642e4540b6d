import { formatInTheaterZone, theaterClockTime, theaterDay, theaterInstant, toDate, type DateValue } from '@greenroom/sdk';

// Every time here is the theater's wall-clock time (its zone comes from GET /api/clock), whatever zone the
// member's device is in: the e-mails announce the same times.
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const FULL_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };
const SHORT_DATE_TIME: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };

function valid(value: DateValue): Date | null {
  const date = toDate(value);
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** '9:00 AM'; 'Unknown time' when unreadable. */
export function formatTime(value: DateValue): string {
  const date = valid(value);
  return date ? formatInTheaterZone(date, TIME) : 'Unknown time';
}

/** 'Tuesday, March 4, 2031'; 'Invalid date' when unreadable. */
export function formatFullDate(value: DateValue): string {
  const date = valid(value);
  return date ? formatInTheaterZone(date, FULL_DATE) : 'Invalid date';
}

/** 'Tue, Mar 4, 9:00 AM' for the glance card; 'Invalid date' when unreadable. */
export function formatShortDateTime(value: DateValue): string {
  const date = valid(value);
  return date ? formatInTheaterZone(date, SHORT_DATE_TIME) : 'Invalid date';
}

interface EventTimes {
  StartDateTime: number;
  EndDateTime: number | null;
  IsAllDay: boolean;
}

/**
 * The chip's time on `day` (yyyy-mm-dd): 'All Day', the start time on the first day, 'Until 1:00 AM' on the
 * last day of an event that began the day before, 'All Day' on a day in between.
 */
export function chipTime(event: EventTimes, day: string = eventDay(event.StartDateTime)): string {
  if (event.IsAllDay) return 'All Day';
  if (day === eventDay(event.StartDateTime)) return formatTime(event.StartDateTime);
  if (event.EndDateTime !== null && day === eventDay(event.EndDateTime)) return `Until ${formatTime(event.EndDateTime)}`;
  return 'All Day';
}

/** The details dialog's line: 'Duration: All day' or 'Time: 9:00 AM - 12:00 PM'. */
export function durationLine(event: EventTimes): string {
  if (event.IsAllDay) return 'Duration: All day';
  return `Time: ${formatTime(event.StartDateTime)} - ${event.EndDateTime === null ? 'Unknown time' : formatTime(event.EndDateTime)}`;
}

/** The theater's day an event (Unix seconds) starts on, yyyy-mm-dd. */
export function eventDay(startSeconds: number): string {
  return theaterDay(new Date(startSeconds * 1000));
}

// A runaway end (a typo'd year) must not fill a calendar with one event.
const MAX_EVENT_DAYS = 62;

/**
 * The theater days (yyyy-mm-dd) an event takes place on, first to last: one for most events, two for one from
 * 10 PM to 1 AM. An end exactly at midnight does not reach into the next day.
 */
export function eventDays(event: EventTimes): string[] {
  const first = eventDay(event.StartDateTime);
  if (event.EndDateTime === null || event.EndDateTime <= event.StartDateTime) return [first];
  const end = new Date(event.EndDateTime * 1000);
  const endDay = theaterDay(end);
  const last = theaterClockTime(end) === '00:00' ? shiftDay(endDay, -1) : endDay;
  const days = [first];
  while (days[days.length - 1] < last && days.length < MAX_EVENT_DAYS) days.push(shiftDay(days[days.length - 1], 1));
  return days;
}

// Calendar days are counted on UTC dates: plain date arithmetic, with no zone (nor daylight saving) in it.
function shiftDay(day: string, by: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + by)).toISOString().slice(0, 10);
}

/** 'Tuesday, March 4, 2031' for a yyyy-mm-dd calendar day. */
export function formatDay(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatFullDate(theaterInstant(date, '12:00')) : 'Invalid date';
}

import { formatInTheaterZone, theaterDay, theaterInstant, toDate, type DateValue } from '@greenroom/sdk';

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

/** The chip's time: 'All Day' or the start time. */
export function chipTime(event: EventTimes): string {
  return event.IsAllDay ? 'All Day' : formatTime(event.StartDateTime);
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

/** 'Tuesday, March 4, 2031' for a yyyy-mm-dd calendar day. */
export function formatDay(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatFullDate(theaterInstant(date, '12:00')) : 'Invalid date';
}

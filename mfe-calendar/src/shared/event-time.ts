import { toDate, type DateValue } from '@greenroom/sdk';

/** Event times are shown in the member's own time zone (the portal's members all live near the theater). */
const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const FULL_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
const SHORT_DATE_TIME = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

function valid(value: DateValue): Date | null {
  const date = toDate(value);
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** '9:00 AM'; 'Unknown time' when unreadable. */
export function formatTime(value: DateValue): string {
  const date = valid(value);
  return date ? TIME.format(date) : 'Unknown time';
}

/** 'Tuesday, March 4, 2031'; 'Invalid date' when unreadable. */
export function formatFullDate(value: DateValue): string {
  const date = valid(value);
  return date ? FULL_DATE.format(date) : 'Invalid date';
}

/** 'Tue, Mar 4, 9:00 AM' for the glance card; 'Invalid date' when unreadable. */
export function formatShortDateTime(value: DateValue): string {
  const date = valid(value);
  return date ? SHORT_DATE_TIME.format(date) : 'Invalid date';
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

/** yyyy-mm-dd of the local calendar day of an instant. */
export function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** HH:MM (24-hour) of the local time of an instant, for a time input. */
export function localTime(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** The local instant of a calendar day and an HH:MM time. */
export function atLocalTime(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(year, month - 1, day, hours, minutes);
}

/** 'Tuesday, March 4, 2031' for a yyyy-mm-dd calendar day. */
export function formatDay(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatFullDate(atLocalTime(date, '12:00')) : 'Invalid date';
}

import { TZDate } from '@date-fns/tz';
import { theaterTimeZone } from './theater-zone';

// Wall-clock time in the theater's zone, whatever zone the device is in. Formatting goes through Intl with the
// zone named; turning a wall-clock time back into an instant needs the zone's rules for that date (daylight
// saving), which @date-fns/tz's TZDate applies.

const formatters = new Map<string, Intl.DateTimeFormat>();

/** `instant` formatted with `options` in the theater's zone (formatters are cached per zone and options). */
export function formatInTheaterZone(instant: Date, options: Intl.DateTimeFormatOptions): string {
  const zone = theaterTimeZone();
  const key = `${zone} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
    formatters.set(key, formatter);
  }
  return formatter.format(instant);
}

function inZone(instant: Date): TZDate {
  return new TZDate(instant.getTime(), theaterTimeZone());
}

const pad = (value: number) => String(value).padStart(2, '0');

/** yyyy-mm-dd of the theater's day that `instant` falls on. */
export function theaterDay(instant: Date): string {
  const date = inZone(instant);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** HH:MM (24-hour) of the theater's clock at `instant`, for a time input. */
export function theaterClockTime(instant: Date): string {
  const date = inZone(instant);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant the theater's clock reads `time` (HH:MM) on `day` (yyyy-mm-dd). */
export function theaterInstant(day: string, time = '00:00'): Date {
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, date, hours, minutes, theaterTimeZone()).getTime());
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day (yyyy-mm-dd) as the portal writes dates, "Nov 28, 2026"; any other text as it is. */
export function formatTheaterDay(day: string): string {
  const instant = CALENDAR_DAY.test(day) ? theaterInstant(day) : null;
  return instant && !Number.isNaN(instant.getTime()) ? formatInTheaterZone(instant, { dateStyle: 'medium' }) : day;
}

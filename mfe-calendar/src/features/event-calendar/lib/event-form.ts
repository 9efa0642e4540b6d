import { endsNextDay, type CalendarEventFields, type EventFormInput, type EventFormValues } from '@greenroom/contracts';
import { theaterClockTime, theaterDay, theaterInstant } from '@greenroom/sdk';

export const DEFAULT_LOCATION = 'Savannah Recreation Center, 1545 N Buena Vista Blvd, The Villages, FL';

/** docs/spec-summary.md §2.9: Rehearsal, 09:00-12:00, the recreation center, the server's first category, not all-day. */
export function newEventValues(date: string, category: string): EventFormInput {
  return {
    title: 'Rehearsal',
    customTitle: '',
    category,
    date,
    isAllDay: false,
    startTime: '09:00',
    endTime: '12:00',
    location: DEFAULT_LOCATION,
    details: '',
  };
}

/** An event's values for the Edit dialog; a missing end is the start plus one hour (docs/spec-summary.md §2.9). */
export function editEventValues(fields: CalendarEventFields): EventFormInput {
  const start = new Date(fields.StartDateTime * 1000);
  const end = fields.EndDateTime === null ? new Date(start.getTime() + 3_600_000) : new Date(fields.EndDateTime * 1000);
  return {
    title: fields.Title,
    customTitle: '',
    category: fields.Category,
    date: theaterDay(start),
    isAllDay: fields.IsAllDay,
    startTime: theaterClockTime(start),
    endTime: theaterClockTime(end),
    location: fields.Location ?? '',
    details: fields.Details ?? '',
  };
}

/** The calendar day after a yyyy-mm-dd day. */
export function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * The event's instants on `date`, read on the theater's clock whatever the device's zone: an all-day event runs
 * from the theater's midnight to 23:59; a timed one whose end time is earlier than its start ends on the next day.
 * Each day of a series is converted on its own, so 9:00 AM stays 9:00 AM across a daylight-saving change.
 */
export function eventTimes(
  values: Pick<EventFormValues, 'date' | 'isAllDay' | 'startTime' | 'endTime'>,
  date: string = values.date,
): { start: Date; end: Date } {
  if (values.isAllDay) return { start: theaterInstant(date, '00:00'), end: theaterInstant(date, '23:59') };
  return { start: theaterInstant(date, values.startTime), end: theaterInstant(endsNextDay(values) ? nextDay(date) : date, values.endTime) };
}

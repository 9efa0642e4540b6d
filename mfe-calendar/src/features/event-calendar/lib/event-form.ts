import { END_BEFORE_START_MESSAGE, type CalendarEventFields } from '@greenroom/contracts';
import { atLocalTime, localIsoDate, localTime } from '../../../lib/event-time';

export const TITLE_OPTIONS = ['Rehearsal', 'Performance', 'Dress Rehearsal', 'Tech Rehearsal', 'Workshop', 'Audition'];
export const CUSTOM_TITLE = 'Custom Title...';
export const DEFAULT_LOCATION = 'Savannah Recreation Center, 1545 N Buena Vista Blvd, The Villages, FL';

export interface EventFormValues {
  /** In the Add dialog one of TITLE_OPTIONS or CUSTOM_TITLE; in the Edit dialog free text. */
  title: string;
  customTitle: string;
  category: string;
  date: string;
  isAllDay: boolean;
  startTime: string;
  endTime: string;
  location: string;
  details: string;
}

/** Spec 02 §9: Rehearsal, 09:00-12:00, the recreation center, the server's first category, not all-day. */
export function newEventValues(date: string, category: string): EventFormValues {
  return { title: 'Rehearsal', customTitle: '', category, date, isAllDay: false, startTime: '09:00', endTime: '12:00', location: DEFAULT_LOCATION, details: '' };
}

/** An event's values for the Edit dialog; a missing end is the start plus one hour (spec 02 §9). */
export function editEventValues(fields: CalendarEventFields): EventFormValues {
  const start = new Date(fields.StartDateTime * 1000);
  const end = fields.EndDateTime === null ? new Date(start.getTime() + 3_600_000) : new Date(fields.EndDateTime * 1000);
  return {
    title: fields.Title,
    customTitle: '',
    category: fields.Category,
    date: localIsoDate(start),
    isAllDay: fields.IsAllDay,
    startTime: localTime(start),
    endTime: localTime(end),
    location: fields.Location ?? '',
    details: fields.Details ?? '',
  };
}

export function chosenTitle(values: EventFormValues): string {
  return (values.title === CUSTOM_TITLE ? values.customTitle : values.title).trim();
}

/** The first problem with the form, in the spec's order, or null. */
export function validateEventForm(values: EventFormValues): string | null {
  if (values.title === CUSTOM_TITLE && values.customTitle.trim() === '') return 'Please enter a custom title.';
  if (chosenTitle(values) === '') return 'Please enter a title.';
  if (values.category === '') return 'Please choose a category.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) return 'Please choose a date.';
  if (!values.isAllDay) {
    if (values.startTime === '' || values.endTime === '') return 'Please enter a start and an end time.';
    if (values.endTime <= values.startTime) return END_BEFORE_START_MESSAGE;
  }
  return null;
}

/** The event's instants on `date`: an all-day event runs from local midnight to 23:59. */
export function eventTimes(values: EventFormValues, date: string = values.date): { start: Date; end: Date } {
  if (values.isAllDay) return { start: atLocalTime(date, '00:00'), end: atLocalTime(date, '23:59') };
  return { start: atLocalTime(date, values.startTime), end: atLocalTime(date, values.endTime) };
}

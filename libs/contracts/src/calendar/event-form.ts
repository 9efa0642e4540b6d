import { z } from 'zod';
import { END_BEFORE_START_MESSAGE, EVENT_TEXT_MAX, EVENT_TITLE_MAX } from './calendar';

/** The Add dialog's title choices (docs/spec-summary.md §2.9); the last one opens a free-text title. */
export const EVENT_TITLE_OPTIONS = ['Rehearsal', 'Performance', 'Dress Rehearsal', 'Tech Rehearsal', 'Workshop', 'Audition'];
export const CUSTOM_EVENT_TITLE = 'Custom Title...';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The Add and Edit Event dialogs, as the member fills them in: a calendar day and wall-clock times, which the
 * dialog turns into the instants of CalendarEventCreateSchema (whose rules the server applies again). In the Add
 * dialog `title` is one of EVENT_TITLE_OPTIONS or CUSTOM_EVENT_TITLE; in the Edit dialog it is free text.
 */
export const EventFormSchema = z
  .object({
    title: z.string().trim().max(EVENT_TITLE_MAX),
    customTitle: z.string().trim().max(EVENT_TITLE_MAX),
    category: z.string().min(1, 'Please choose a category.').max(EVENT_TITLE_MAX),
    date: z.string().regex(ISO_DAY, 'Please choose a date.'),
    isAllDay: z.boolean(),
    startTime: z.string().max(5),
    endTime: z.string().max(5),
    location: z.string().trim().max(EVENT_TEXT_MAX),
    details: z.string().trim().max(EVENT_TEXT_MAX),
  })
  .superRefine((values, context) => {
    if (values.title === CUSTOM_EVENT_TITLE) {
      if (values.customTitle === '') context.addIssue({ code: 'custom', message: 'Please enter a custom title.', path: ['customTitle'] });
    } else if (values.title === '') {
      context.addIssue({ code: 'custom', message: 'Please enter a title.', path: ['title'] });
    }
    if (values.isAllDay) return;
    if (values.startTime === '' || values.endTime === '') {
      context.addIssue({
        code: 'custom',
        message: 'Please enter a start and an end time.',
        path: [values.startTime === '' ? 'startTime' : 'endTime'],
      });
    } else if (values.endTime === values.startTime) {
      // An earlier end time is the next day (endsNextDay); the same time would be an event of no length.
      context.addIssue({ code: 'custom', message: END_BEFORE_START_MESSAGE, path: ['endTime'] });
    }
  });
export type EventFormInput = z.input<typeof EventFormSchema>;
export type EventFormValues = z.output<typeof EventFormSchema>;

/** A timed event whose end time is earlier than its start ends the next day (9:00 PM to 1:30 AM). */
export function endsNextDay(values: Pick<EventFormValues, 'isAllDay' | 'startTime' | 'endTime'>): boolean {
  // "HH:MM" strings compare in time order.
  return !values.isAllDay && values.startTime !== '' && values.endTime !== '' && values.endTime < values.startTime;
}

/** The title the event is saved with: the custom one when "Custom Title..." is chosen. */
export function chosenEventTitle(values: Pick<EventFormValues, 'title' | 'customTitle'>): string {
  return (values.title === CUSTOM_EVENT_TITLE ? values.customTitle : values.title).trim();
}

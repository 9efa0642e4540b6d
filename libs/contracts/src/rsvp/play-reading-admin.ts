import { z } from 'zod';
import { calendarDaySchema } from '../common/calendar-day';
import { freeTextSchema } from '../common/free-text';
import { fullReplacement } from '../common/full-replacement';
import { RecordVersionSchema } from '../common/record-version';
import { listResponse } from '../common/responses';
import { PlayReadingEventSchema } from './rsvp';

/** A reading is planned for the coming seasons: not for a day already gone, nor years ahead (9999 is a typing slip). */
export const PLAY_READING_YEARS_AHEAD = 3;
const IsoDate = calendarDaySchema({
  notPast: 'A play reading cannot be dated in the past. Please choose today or a later date.',
  yearsAhead: { years: PLAY_READING_YEARS_AHEAD, message: `A play reading can be planned at most ${PLAY_READING_YEARS_AHEAD} years ahead.` },
});
/** Spec 2.14 keeps times as 24-hour HH:MM text, in the theater's clock. */
const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please enter a time as HH:MM (24-hour).');
/** A field that may be empty: sent as '' or null. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.union([schema, z.literal(''), z.null()]).transform((value) => (value ? (value as z.infer<T>) : null));
const optionalText = (label: string, max: number, multiLine = false) =>
  freeTextSchema(label, max, { multiLine })
    .nullable()
    .transform((value) => value || null);

/**
 * POST /api/membership/play-reading-events and PUT /api/membership/play-reading-events/:id (spec 2.14's fields; no
 * others). A full replacement: every field is sent ('' or null for an empty one).
 */
export const PlayReadingEventWriteSchema = z
  .strictObject({
    Title: freeTextSchema('Title', 200, { requiredMessage: 'Please enter a title.' }),
    Start_Date: IsoDate,
    End_Date: optional(IsoDate),
    Start_Time: optional(Time),
    End_Time: optional(Time),
    Location: optionalText('Location', 300),
    Address: optionalText('Address', 300),
    Description: optionalText('Description', 4000, true),
  })
  .superRefine((event, context) => {
    if (event.End_Date && event.End_Date < event.Start_Date)
      context.addIssue({ code: 'custom', message: 'The end date must be on or after the start date.', path: ['End_Date'] });
    const sameDay = !event.End_Date || event.End_Date === event.Start_Date;
    if (event.End_Time && !event.Start_Time) context.addIssue({ code: 'custom', message: 'Please enter the start time too.', path: ['Start_Time'] });
    if (sameDay && event.Start_Time && event.End_Time && event.End_Time <= event.Start_Time)
      context.addIssue({ code: 'custom', message: 'The end time must be after the start time.', path: ['End_Time'] });
  });
fullReplacement(PlayReadingEventWriteSchema);
export type PlayReadingEventWriteInput = z.input<typeof PlayReadingEventWriteSchema>;
export type PlayReadingEventWrite = z.infer<typeof PlayReadingEventWriteSchema>;

/** PUT /api/membership/play-reading-events/:id: the whole reading with the version the organizer loaded (else 409). */
export const PlayReadingEventUpdateSchema = PlayReadingEventWriteSchema.safeExtend({ version: RecordVersionSchema });
export type PlayReadingEventUpdateInput = z.input<typeof PlayReadingEventUpdateSchema>;
export type PlayReadingEventUpdate = z.infer<typeof PlayReadingEventUpdateSchema>;

export const PlayReadingEventResponseSchema = z.object({ event: PlayReadingEventSchema });
export type PlayReadingEventResponse = z.infer<typeof PlayReadingEventResponseSchema>;

/** POST /api/membership/play-reading-events/:id/cancel: the reading, and how many members who said Yes are e-mailed. */
export const PlayReadingCancelResponseSchema = z.object({ event: PlayReadingEventSchema, notified: z.number() });
export type PlayReadingCancelResponse = z.infer<typeof PlayReadingCancelResponseSchema>;

/**
 * GET /api/membership/play-reading-events/manage: the office's list is not limited to 45 days ahead (a reading
 * entered for next season must stay findable); `past=true` adds the readings that are over.
 */
export const PlayReadingManageQuerySchema = z.object({
  past: z
    .enum(['true', 'false'], { message: 'Please choose whether to show past readings (true or false).' })
    .optional()
    .transform((value) => value === 'true'),
});
export type PlayReadingManageQuery = z.input<typeof PlayReadingManageQuerySchema>;

/** A reading in the office's list, with how many members answered Yes (those a cancellation e-mails). */
export const PlayReadingManagedEventSchema = PlayReadingEventSchema.extend({ Attending_Count: z.number().int().nonnegative() });
export type PlayReadingManagedEvent = z.infer<typeof PlayReadingManagedEventSchema>;
export const PlayReadingManagedEventsResponseSchema = listResponse('events', PlayReadingManagedEventSchema);
export type PlayReadingManagedEventsResponse = z.infer<typeof PlayReadingManagedEventsResponseSchema>;

export const PLAY_READING_ADMIN_MESSAGES = {
  cancelled: 'This play reading was cancelled.',
  alreadyCancelled: 'This play reading is already cancelled.',
} as const;

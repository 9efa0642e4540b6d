import { z } from 'zod';
import { listResponse } from '../common/responses';
import { recordOf, recordsResponse } from '../common/records';

/** Spec 02 §3: a numeric timestamp below 1e10 is Unix seconds, a larger one milliseconds. */
const SECONDS_LIMIT = 1e10;

export const EVENT_TITLE_MAX = 200;
export const EVENT_TEXT_MAX = 2000;
/** A repeating series spans at most one year (a leap year's 366 days) from its first to its last date. */
export const MAX_REPEAT_SPAN_DAYS = 366;
export const GLANCE_DAYS_OUT = 30;
export const GLANCE_LIMIT = 8;
/** Values one filter key of GET /api/calendar-data may list: far more titles or categories than the theater has. */
export const CALENDAR_FILTER_MAX_VALUES = 100;

export const END_BEFORE_START_MESSAGE = 'End time must be after start time';
export const REPEAT_SPAN_MESSAGE = 'A repeating event can span at most one year. Please choose an earlier end date.';

/** Unix seconds, milliseconds, or an ISO date-time string, read as an instant. */
export const TimestampSchema = z.union([z.number(), z.string().trim().min(1, 'Date is required').max(64)]).transform((value, context) => {
  const date = typeof value === 'number' ? new Date(value < SECONDS_LIMIT ? value * 1000 : value) : new Date(value);
  if (Number.isNaN(date.getTime())) {
    context.addIssue({ code: 'custom', message: 'Invalid date' });
    return z.NEVER;
  }
  return date;
});

const optionalText = z
  .string()
  .trim()
  .max(EVENT_TEXT_MAX)
  .nullish()
  .transform((value) => (value ? value : null));

const EventBodySchema = z.object({
  Title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(EVENT_TITLE_MAX),
  Category: z.string({ error: 'Category is required' }).trim().min(1, 'Category is required').max(EVENT_TITLE_MAX),
  IsAllDay: z.boolean().default(false),
  Location: optionalText,
  Details: optionalText,
});

const TimesSchema = z.object({
  StartDateTime: TimestampSchema,
  EndDateTime: TimestampSchema.nullish().transform((value) => value ?? null),
});

type Times = z.infer<typeof TimesSchema>;

function endAfterStart(times: Times, isAllDay: boolean): boolean {
  if (times.EndDateTime === null) return isAllDay;
  return isAllDay ? times.EndDateTime >= times.StartDateTime : times.EndDateTime > times.StartDateTime;
}

/** POST /api/calendar-data: one event (the spec sends one of these per date of a repeating event). */
export const CalendarEventCreateSchema = EventBodySchema.extend(TimesSchema.shape).refine((body) => endAfterStart(body, body.IsAllDay), {
  message: END_BEFORE_START_MESSAGE,
  path: ['EndDateTime'],
});
export type CalendarEventCreate = z.infer<typeof CalendarEventCreateSchema>;

/** POST /api/calendar-data/series: every occurrence of a repeating event, created together or not at all. */
export const CalendarSeriesCreateSchema = EventBodySchema.extend({
  Occurrences: z
    .array(TimesSchema)
    .min(1, 'No valid dates found for repeating events')
    .max(MAX_REPEAT_SPAN_DAYS + 1),
}).superRefine((body, context) => {
  if (body.Occurrences.some((times) => !endAfterStart(times, body.IsAllDay))) {
    context.addIssue({ code: 'custom', message: END_BEFORE_START_MESSAGE, path: ['Occurrences'] });
  }
  const starts = body.Occurrences.map((times) => times.StartDateTime.getTime());
  // A day's slack for a daylight-saving change between the first and the last date.
  if (Math.max(...starts) - Math.min(...starts) > (MAX_REPEAT_SPAN_DAYS + 1) * 86_400_000) {
    context.addIssue({ code: 'custom', message: REPEAT_SPAN_MESSAGE, path: ['Occurrences'] });
  }
});
export type CalendarSeriesCreate = z.infer<typeof CalendarSeriesCreateSchema>;

/** PATCH /api/calendar-data/:id (the spec sends times as Unix seconds; ISO strings are read too). */
export const CalendarEventUpdateSchema = EventBodySchema.extend(TimesSchema.shape)
  .extend({ id: z.string().max(64).optional() })
  .refine((body) => endAfterStart(body, body.IsAllDay), { message: END_BEFORE_START_MESSAGE, path: ['EndDateTime'] });
export type CalendarEventUpdate = z.infer<typeof CalendarEventUpdateSchema>;

/** `scope=series` applies an edit or a delete to every event of the occurrence's series. */
export const CalendarScopeQuerySchema = z.object({ scope: z.enum(['event', 'series']).default('event') });
export type CalendarScopeQuery = z.infer<typeof CalendarScopeQuerySchema>;

function jsonText<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .max(20_000)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'filter must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/**
 * GET /api/calendar-data?filter={"Title":["Audition"],"Category":[...]}; `from`/`to` (beyond the spec) limit
 * the answer to events that overlap that range, so the month grid loads one month at a time.
 */
export const CalendarDataQuerySchema = z.object({
  filter: jsonText(
    z.object({
      Title: z.array(z.string().trim().min(1).max(EVENT_TITLE_MAX)).max(CALENDAR_FILTER_MAX_VALUES).optional(),
      Category: z.array(z.string().trim().min(1).max(EVENT_TITLE_MAX)).max(CALENDAR_FILTER_MAX_VALUES).optional(),
    }),
  ).optional(),
  from: TimestampSchema.optional(),
  to: TimestampSchema.optional(),
});
export type CalendarDataQuery = z.infer<typeof CalendarDataQuerySchema>;

/** One event as the API answers it: times in Unix seconds; events of one repeating series share SeriesId. */
export const CalendarEventFieldsSchema = z.object({
  Title: z.string(),
  Category: z.string(),
  StartDateTime: z.number(),
  EndDateTime: z.number().nullable(),
  IsAllDay: z.boolean(),
  Location: z.string().nullable(),
  Details: z.string().nullable(),
  SeriesId: z.string().nullable(),
});
export type CalendarEventFields = z.infer<typeof CalendarEventFieldsSchema>;

export const CalendarEventRecordSchema = recordOf(CalendarEventFieldsSchema);
export type CalendarEventRecord = z.infer<typeof CalendarEventRecordSchema>;

export const CalendarDataResponseSchema = recordsResponse(CalendarEventFieldsSchema);
export type CalendarDataResponse = z.infer<typeof CalendarDataResponseSchema>;

export const CalendarEventResponseSchema = z.object({
  record: CalendarEventRecordSchema,
});
export type CalendarEventResponse = z.infer<typeof CalendarEventResponseSchema>;

export const CalendarSeriesResponseSchema = z.object({
  seriesId: z.string(),
  records: z.array(CalendarEventRecordSchema),
});
export type CalendarSeriesResponse = z.infer<typeof CalendarSeriesResponseSchema>;

export const CalendarDeleteResponseSchema = z.object({
  deleted: z.number(),
});
export type CalendarDeleteResponse = z.infer<typeof CalendarDeleteResponseSchema>;

export const CalendarCategorySchema = z.object({
  name: z.string(),
  fillColor: z.string(),
  textColor: z.string(),
});
export type CalendarCategory = z.infer<typeof CalendarCategorySchema>;

export const CalendarCategoriesResponseSchema = listResponse('categories', CalendarCategorySchema);
export type CalendarCategoriesResponse = z.infer<typeof CalendarCategoriesResponseSchema>;

/** GET /membership/calendar/events-at-a-glance?daysOut=30&limit=8 */
export const GlanceQuerySchema = z.object({
  daysOut: z.coerce.number().int().min(1).max(365).default(GLANCE_DAYS_OUT),
  limit: z.coerce.number().int().min(1).max(50).default(GLANCE_LIMIT),
});
export type GlanceQuery = z.infer<typeof GlanceQuerySchema>;

export const GlanceEventSchema = z.object({
  id: z.string(),
  StartDateTime: z.number(),
  EndDateTime: z.number().nullable(),
  Title: z.string(),
  Category: z.string(),
  Location: z.string().nullable(),
  Details: z.string().nullable(),
});
export type GlanceEvent = z.infer<typeof GlanceEventSchema>;

export const GlanceResponseSchema = listResponse('records', GlanceEventSchema);
export type GlanceResponse = z.infer<typeof GlanceResponseSchema>;

/** The member's iCal subscription: whether a secret link exists (the secret itself is shown only once). */
export const CalendarFeedStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  /** When a calendar app last fetched the current link (ISO), null if none has yet. */
  lastFetchedAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;

export const CalendarFeedLinkSchema = z.object({
  url: z.string(),
});
export type CalendarFeedLink = z.infer<typeof CalendarFeedLinkSchema>;

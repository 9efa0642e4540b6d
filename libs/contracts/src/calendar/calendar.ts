import { z } from 'zod';
import { itemResponse, listResponse } from '../common/responses';
import { freeTextSchema } from '../common/free-text';
import { recordOf, recordsResponse } from '../common/records';
import { theaterWallClockToInstant } from '../common/calendar-day';
import { RecordVersionSchema } from '../common/record-version';

/** docs/spec-summary.md §2.3: a numeric timestamp below 1e10 is Unix seconds, a larger one milliseconds. */
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
/** A timed event has an end: the calendar and the iCal feed then agree on how long it is. */
export const END_REQUIRED_MESSAGE = 'End time is required for an event that is not all day';
export const REPEAT_SPAN_MESSAGE = 'A repeating event can span at most one year. Please choose an earlier end date.';

/** Instants the calendar keeps: anything outside is a typing or a client mistake (docs/spec-summary.md §2.3 "0" would be 1970). */
export const EARLIEST_EVENT_YEAR = 2000;
export const LATEST_EVENT_YEAR = 2100;
export const INVALID_DATE_MESSAGE = `Invalid date: please send a real date between ${EARLIEST_EVENT_YEAR} and ${LATEST_EVENT_YEAR}`;
/** A wall-clock time alone names no instant: 19:00 in Florida and 19:00 UTC are five hours apart. */
export const TIME_ZONE_REQUIRED_MESSAGE =
  'Please send a time with its time zone (Z or an offset such as -05:00), or a date alone (yyyy-mm-dd) for a day at the theater.';

/** An ISO 8601 calendar date, optionally with a time and an offset: the only date text the calendar reads. */
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?$/;
const ISO_DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;
const DIGITS = /^\d{1,16}$/;

/** The ISO text's own fields name a real day and time (Date would roll 31 February over into March). */
function isRealIsoInstant(text: string): boolean {
  const match = ISO_INSTANT.exec(text);
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0, offsetHours = 0, offsetMinutes = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const calendarDay = new Date(Date.UTC(year, month - 1, day));
  return (
    calendarDay.getUTCFullYear() === year &&
    calendarDay.getUTCMonth() === month - 1 &&
    calendarDay.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    offsetHours < 24 &&
    offsetMinutes < 60
  );
}

/**
 * A date alone is a day at the theater (THEATER_TIME_ZONE): its midnight there, or its last minute for an end,
 * since events are stored from the first day's midnight to the last day's 23:59.
 */
function instantOf(value: number | string, dayEdge: 'start' | 'end'): Date | null {
  if (typeof value === 'string' && DIGITS.test(value)) value = Number(value);
  if (typeof value === 'string' && !isRealIsoInstant(value)) return null;
  let date: Date;
  if (typeof value === 'number') date = new Date(value < SECONDS_LIMIT ? value * 1000 : value);
  else if (ISO_DAY_ONLY.test(value)) date = dayEdge === 'start' ? theaterWallClockToInstant(value) : theaterWallClockToInstant(value, 23, 59);
  else date = new Date(value);
  const year = date.getUTCFullYear();
  return Number.isNaN(date.getTime()) || year < EARLIEST_EVENT_YEAR || year > LATEST_EVENT_YEAR ? null : date;
}

function timestampSchema(dayEdge: 'start' | 'end') {
  return z.union([z.number(), z.string().trim().min(1, 'Date is required').max(64)]).transform((value, context) => {
    if (typeof value === 'string' && ISO_INSTANT.test(value) && !ISO_DAY_ONLY.test(value) && !HAS_ZONE.test(value)) {
      context.addIssue({ code: 'custom', message: TIME_ZONE_REQUIRED_MESSAGE });
      return z.NEVER;
    }
    const date = instantOf(value, dayEdge);
    if (!date) {
      context.addIssue({ code: 'custom', message: INVALID_DATE_MESSAGE });
      return z.NEVER;
    }
    return date;
  });
}

/**
 * Unix seconds, milliseconds, an ISO 8601 date-time with its zone, or a date alone (a day at the theater), read as
 * an instant between 2000 and 2100. Impossible days ("2027-02-31") are refused rather than rolled over, and a time
 * without a zone is refused rather than guessed at.
 */
export const TimestampSchema = timestampSchema('start');
/** An end: a date alone is that theater day's last minute, so "2027-04-10" to "2027-04-12" is three whole days. */
export const EndTimestampSchema = timestampSchema('end');

const optionalText = (label: string) =>
  freeTextSchema(label, EVENT_TEXT_MAX, { multiLine: true })
    .nullish()
    .transform((value) => (value ? value : null));

const EventBodySchema = z.object({
  Title: freeTextSchema('Title', EVENT_TITLE_MAX, { requiredMessage: 'Title is required' }),
  Category: freeTextSchema('Category', EVENT_TITLE_MAX, { requiredMessage: 'Category is required' }),
  IsAllDay: z.boolean().default(false),
  Location: optionalText('Location'),
  Details: optionalText('Details'),
});

const TimesSchema = z.object({
  StartDateTime: TimestampSchema,
  EndDateTime: EndTimestampSchema.nullish().transform((value) => value ?? null),
});

type Times = z.infer<typeof TimesSchema>;

/** Why the times do not make an event, or null when they do. */
export function calendarTimesProblem(times: Times, isAllDay: boolean): string | null {
  if (times.EndDateTime === null) return isAllDay ? null : END_REQUIRED_MESSAGE;
  const inOrder = isAllDay ? times.EndDateTime >= times.StartDateTime : times.EndDateTime > times.StartDateTime;
  return inOrder ? null : END_BEFORE_START_MESSAGE;
}

function checkTimes(body: Times & { IsAllDay: boolean }, context: z.RefinementCtx): void {
  const problem = calendarTimesProblem(body, body.IsAllDay);
  if (problem) context.addIssue({ code: 'custom', message: problem, path: ['EndDateTime'] });
}

/** POST /api/calendar-data: one event (the spec sends one of these per date of a repeating event). */
export const CalendarEventCreateSchema = EventBodySchema.extend(TimesSchema.shape).superRefine(checkTimes);
export type CalendarEventCreate = z.infer<typeof CalendarEventCreateSchema>;

/** POST /api/calendar-data/series: every occurrence of a repeating event, created together or not at all. */
export const CalendarSeriesCreateSchema = EventBodySchema.extend({
  Occurrences: z
    .array(TimesSchema)
    .min(1, 'No valid dates found for repeating events')
    .max(MAX_REPEAT_SPAN_DAYS + 1),
}).superRefine((body, context) => {
  const problem = body.Occurrences.map((times) => calendarTimesProblem(times, body.IsAllDay)).find((found) => found !== null);
  if (problem) context.addIssue({ code: 'custom', message: problem, path: ['Occurrences'] });
  const starts = body.Occurrences.map((times) => times.StartDateTime.getTime());
  // A day's slack for a daylight-saving change between the first and the last date.
  if (Math.max(...starts) - Math.min(...starts) > (MAX_REPEAT_SPAN_DAYS + 1) * 86_400_000) {
    context.addIssue({ code: 'custom', message: REPEAT_SPAN_MESSAGE, path: ['Occurrences'] });
  }
});
export type CalendarSeriesCreate = z.infer<typeof CalendarSeriesCreateSchema>;

/** A patched text: not sent keeps it, '' or null clears it. */
const patchedText = (label: string) =>
  freeTextSchema(label, EVENT_TEXT_MAX, { multiLine: true })
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

/**
 * PATCH /api/calendar-data/:id (the spec sends times as Unix seconds; ISO strings are read too). A patch: a field
 * not sent keeps its stored value (EndDateTime: null clears the end); the server checks the times as they will be
 * stored, the sent ones with the kept ones. The version the organizer loaded is always sent.
 */
export const CalendarEventUpdateSchema = z.object({
  id: z.string().max(64).optional(),
  version: RecordVersionSchema,
  Title: EventBodySchema.shape.Title.optional(),
  Category: EventBodySchema.shape.Category.optional(),
  IsAllDay: z.boolean().optional(),
  Location: patchedText('Location'),
  Details: patchedText('Details'),
  StartDateTime: TimestampSchema.optional(),
  EndDateTime: TimestampSchema.nullable().optional(),
});
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
  to: EndTimestampSchema.optional(),
});
export type CalendarDataQuery = z.infer<typeof CalendarDataQuerySchema>;

/**
 * The theater's own events the calendar shows beside its entries: kept on their own screens (an RSVP event's page,
 * the play readings' page), read-only on the calendar, told apart by this category-like name.
 */
export const THEATER_EVENT_CATEGORIES = { 'rsvp-event': 'RSVP event', 'play-reading': 'Play reading' } as const;
export const TheaterEventPageSchema = z.object({
  kind: z.enum(['rsvp-event', 'play-reading']),
  /** The portal route the event is kept on (the shell's route table): '/holiday-party', '/play-reading'. */
  path: z.string(),
});
export type TheaterEventPage = z.infer<typeof TheaterEventPageSchema>;

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
  /** Sent back with an update (PATCH /api/calendar-data/:id). */
  version: z.number().int(),
  /** Only on the theater's own events: the page they are kept on (they have no calendar id to edit). */
  Page: TheaterEventPageSchema.optional(),
});
export type CalendarEventFields = z.infer<typeof CalendarEventFieldsSchema>;

export const CalendarEventRecordSchema = recordOf(CalendarEventFieldsSchema);
export type CalendarEventRecord = z.infer<typeof CalendarEventRecordSchema>;

export const CalendarDataResponseSchema = recordsResponse(CalendarEventFieldsSchema);
export type CalendarDataResponse = z.infer<typeof CalendarDataResponseSchema>;

export const CalendarEventResponseSchema = itemResponse('record', CalendarEventRecordSchema);
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

/** Bounded like a request's fields: the list item extends it, so the bounds check reads it as a shape of its own. */
export const CalendarCategorySchema = z.object({
  name: z.string().max(1000),
  fillColor: z.string().max(32),
  textColor: z.string().max(32),
});
export type CalendarCategory = z.infer<typeof CalendarCategorySchema>;

/** A category as the list answers it: a retired one keeps its events and colours but is offered for no new event. */
/** `version` is sent back with an update (PATCH /api/calendar-categories/:id). */
export const CalendarCategoryItemSchema = CalendarCategorySchema.extend({ id: z.string(), retired: z.boolean(), version: z.number().int() });
export type CalendarCategoryItem = z.infer<typeof CalendarCategoryItemSchema>;

export const CalendarCategoriesResponseSchema = listResponse('categories', CalendarCategoryItemSchema);
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
  Page: TheaterEventPageSchema.optional(),
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
  /**
   * Whether GET /api/calendar-feed/link can show the current link again (to add another device). False without a
   * link, for a link made before links could be shown again, and once the secret it was made with is retired.
   */
  canShowAgain: z.boolean(),
});
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;

export const CalendarFeedLinkSchema = z.object({
  url: z.string(),
});
export type CalendarFeedLink = z.infer<typeof CalendarFeedLinkSchema>;

export const NO_CALENDAR_FEED_MESSAGE = 'You have no calendar link. Choose "Create my link" to make one.';
export const FEED_LINK_NOT_SHOWABLE_MESSAGE =
  'This link cannot be shown again. To add another device, choose "Make a new link" and add the new link on each device.';

export const CalendarCategoryResponseSchema = z.object({ category: CalendarCategoryItemSchema });
export type CalendarCategoryResponse = z.infer<typeof CalendarCategoryResponseSchema>;

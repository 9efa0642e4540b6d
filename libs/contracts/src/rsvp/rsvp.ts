import { z } from 'zod';
import { CalendarDaySchema } from '../common/calendar-day';
import { listResponse } from '../common/responses';
import { EmailSchema } from '../common/email';
import { freeTextSchema } from '../common/free-text';
import { fullReplacement } from '../common/full-replacement';
import { personNameSchema } from '../common/person-name';
import { RecordVersionSchema } from '../common/record-version';
import { MemberSchema } from '../members/member';

/** The two windowed socials; each is open at the route `/${key}` between its window's dates. */
export const RSVP_EVENT_KEYS = ['holiday-party', 'may-social'] as const;
export const RsvpEventKeySchema = z.enum(RSVP_EVENT_KEYS);
export type RsvpEventKey = z.infer<typeof RsvpEventKeySchema>;

/** Spec 3: an attendee as the attendee-list calls answer it. */
export const AttendeeSchema = z.object({
  First_Name: z.string(),
  Last_Name: z.string(),
  Email: z.string(),
});
export type Attendee = z.infer<typeof AttendeeSchema>;

export const AttendeesResponseSchema = listResponse('attendees', AttendeeSchema);
export type AttendeesResponse = z.infer<typeof AttendeesResponseSchema>;

/**
 * Holiday Party / May Social information, kept as data so an admin sets next season's event without a
 * deploy. `startsOn`/`endsOn` are the route's feature window (both inclusive, yyyy-mm-dd).
 */
export const RsvpEventFieldsSchema = z
  .object({
    title: freeTextSchema('Title', 120, { requiredMessage: 'Please enter a title.' }),
    eventDate: CalendarDaySchema,
    timeText: z.string().trim().min(1, 'Please enter the time.').max(200),
    location: z.string().trim().min(1, 'Please enter the location.').max(300),
    rsvpBy: CalendarDaySchema,
    details: z.string().trim().max(2000),
    startsOn: CalendarDaySchema,
    endsOn: CalendarDaySchema,
  })
  .refine((event) => event.endsOn >= event.startsOn, { message: 'The window must end on or after its first day.', path: ['endsOn'] })
  // The page shows "RSVP by" and the last day answers are taken; a deadline after that day would promise too much.
  .refine((event) => event.rsvpBy <= event.endsOn, {
    message: 'The RSVP-by date must be on or before the day the page closes.',
    path: ['rsvpBy'],
  });
// PUT /api/rsvp-events/:key is a full replacement: every field is sent.
fullReplacement(RsvpEventFieldsSchema);
export type RsvpEventFields = z.infer<typeof RsvpEventFieldsSchema>;

/** PUT /api/rsvp-events/:key: the settings with the version the Admin loaded (a save over a newer change is a 409). */
export const RsvpEventUpdateSchema = RsvpEventFieldsSchema.safeExtend({ version: RecordVersionSchema });
export type RsvpEventUpdate = z.infer<typeof RsvpEventUpdateSchema>;

/**
 * One season's social: each Holiday Party and May Social is its own event with its own window and answers.
 * `season` is the year it was first held in (the next one is the last one's plus one).
 */
export const RsvpEventSchema = RsvpEventFieldsSchema.extend({
  key: RsvpEventKeySchema,
  season: z.number().int(),
  /** Sent back with an update. */
  version: z.number().int(),
});
export type RsvpEvent = z.infer<typeof RsvpEventSchema>;

/** One season of a social as its history lists it: newest first; `attending` counts the Yes answers. */
export const RsvpSeasonSchema = z.object({
  season: z.number().int(),
  title: z.string(),
  eventDate: z.string(),
  attending: z.number().int(),
  current: z.boolean(),
});
export type RsvpSeason = z.infer<typeof RsvpSeasonSchema>;

/** GET /api/rsvp-events/:key/seasons */
export const RsvpSeasonsResponseSchema = listResponse('seasons', RsvpSeasonSchema);
export type RsvpSeasonsResponse = z.infer<typeof RsvpSeasonsResponseSchema>;

/**
 * POST /api/rsvp-events/:key/seasons: the season the Admin saw as current. A second click (or a second Admin) on the
 * same season meets a 409 instead of starting the season after next.
 */
export const StartRsvpSeasonRequestSchema = z.object({ fromSeason: z.number().int().min(1900).max(9998) });
export type StartRsvpSeasonRequest = z.infer<typeof StartRsvpSeasonRequestSchema>;

/** A season in a path: a year. Anything else is an unknown season (404), never a database error. */
export const RsvpSeasonParamSchema = z.coerce.number().int().min(1900).max(9999);

/** GET /api/rsvp-events/:key: the event plus the signed-in member's own answer (null: not answered yet). */
export const RsvpEventResponseSchema = z.object({
  event: RsvpEventSchema,
  attending: z.boolean().nullable(),
});
export type RsvpEventResponse = z.infer<typeof RsvpEventResponseSchema>;

/** POST /api/update-holiday-rsvp. The member is the session's; an e-mail, if sent, must be theirs. */
export const HolidayRsvpRequestSchema = z.object({ email: EmailSchema.optional(), attending: z.boolean() });
export type HolidayRsvpRequest = z.infer<typeof HolidayRsvpRequestSchema>;

/** POST /api/update-social-rsvp. */
export const SocialRsvpRequestSchema = z.object({
  email: EmailSchema.optional(),
  attending: z.boolean(),
  eventType: z.literal('may_social').optional(),
});
export type SocialRsvpRequest = z.infer<typeof SocialRsvpRequestSchema>;

/** Answer of both RSVP updates: the member, the stored answer and whether this call changed it. */
export const RsvpUpdateResponseSchema = z.object({
  member: MemberSchema,
  attending: z.boolean(),
  changed: z.boolean(),
});
export type RsvpUpdateResponse = z.infer<typeof RsvpUpdateResponseSchema>;

/** Spec 3: a play reading as GET /api/membership/play-reading-events answers it. */
export const PlayReadingEventSchema = z.object({
  Event_ID: z.string(),
  Title: z.string(),
  Start_Date: z.string(),
  End_Date: z.string().nullable(),
  Start_Time: z.string().nullable(),
  End_Time: z.string().nullable(),
  Location: z.string().nullable(),
  Address: z.string().nullable(),
  Description: z.string().nullable(),
  /** Sent back with an update (PUT /api/membership/play-reading-events/:id). */
  version: z.number().int(),
});
export type PlayReadingEvent = z.infer<typeof PlayReadingEventSchema>;

export const PlayReadingEventsResponseSchema = listResponse('events', PlayReadingEventSchema);
export type PlayReadingEventsResponse = z.infer<typeof PlayReadingEventsResponseSchema>;

/** Days ahead the play-reading list covers (spec 9). */
export const PLAY_READING_WINDOW_DAYS = 45;

export const PlayReadingRsvpStatusRequestSchema = z.object({ email: EmailSchema.optional(), eventId: z.uuid('Play reading event not found.') });
export type PlayReadingRsvpStatusRequest = z.infer<typeof PlayReadingRsvpStatusRequestSchema>;

export const PlayReadingRsvpStatusResponseSchema = z.object({
  attending: z.boolean(),
});
export type PlayReadingRsvpStatusResponse = z.infer<typeof PlayReadingRsvpStatusResponseSchema>;

export const PlayReadingRsvpUpdateRequestSchema = z.object({
  email: EmailSchema.optional(),
  eventId: z.uuid('Play reading event not found.'),
  attending: z.boolean(),
  /** Sent by the spec's client; the server uses the member's record. */
  firstName: personNameSchema('First name').optional(),
  lastName: personNameSchema('Last name').optional(),
});
export type PlayReadingRsvpUpdateRequest = z.infer<typeof PlayReadingRsvpUpdateRequestSchema>;

export const PlayReadingRsvpUpdateResponseSchema = z.object({
  success: z.literal(true),
  attending: z.boolean(),
  changed: z.boolean(),
});
export type PlayReadingRsvpUpdateResponse = z.infer<typeof PlayReadingRsvpUpdateResponseSchema>;

export const PlayReadingAttendeesRequestSchema = z.object({ eventId: z.uuid('Play reading event not found.') });
export type PlayReadingAttendeesRequest = z.infer<typeof PlayReadingAttendeesRequestSchema>;

/** Messages both the API and the screens rely on. */
export const RSVP_MESSAGES = {
  notYours: 'You can only change your own RSVP.',
  playReadingNotFound: 'Play reading event not found.',
  playReadingPast: 'This play reading has already taken place.',
  eventNotFound: 'Event not found.',
  seasonNotFound: 'Season not found.',
  seasonAlreadyStarted: 'Next season has already been started. Reload the page to see it.',
  closed: 'This feature is no longer available.',
} as const;

/** Spec 6: the guard's message before a window opens; the API answers the same. */
export function notYetOpenMessage(formattedDate: string): string {
  return `This feature will become available on ${formattedDate}.`;
}

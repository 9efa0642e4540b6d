import { z } from 'zod';
import { EmailSchema } from '../common/email';
import { personNameSchema } from '../common/person-name';
import type { Member } from '../members/member';

/** The two windowed socials; each is open at the route `/${key}` between its window's dates. */
export const RSVP_EVENT_KEYS = ['holiday-party', 'may-social'] as const;
export const RsvpEventKeySchema = z.enum(RSVP_EVENT_KEYS);
export type RsvpEventKey = z.infer<typeof RsvpEventKeySchema>;

/** Spec 3: an attendee as the attendee-list calls answer it. */
export interface Attendee {
  First_Name: string;
  Last_Name: string;
  Email: string;
}

export interface AttendeesResponse {
  attendees: Attendee[];
}

// z.iso.date() also refuses days that do not exist (2026-02-30), which PostgreSQL would refuse with a 500.
const IsoDateSchema = z.iso.date({ message: 'Please enter a date as yyyy-mm-dd.' });

/**
 * Holiday Party / May Social information, kept as data so an admin sets next season's event without a
 * deploy. `startsOn`/`endsOn` are the route's feature window (both inclusive, yyyy-mm-dd).
 */
export const RsvpEventFieldsSchema = z
  .object({
    title: z.string().trim().min(1, 'Please enter a title.').max(120),
    eventDate: IsoDateSchema,
    timeText: z.string().trim().min(1, 'Please enter the time.').max(200),
    location: z.string().trim().min(1, 'Please enter the location.').max(300),
    rsvpBy: IsoDateSchema,
    details: z.string().trim().max(2000),
    startsOn: IsoDateSchema,
    endsOn: IsoDateSchema,
  })
  .refine((event) => event.endsOn >= event.startsOn, { message: 'The window must end on or after its first day.', path: ['endsOn'] });
export type RsvpEventFields = z.infer<typeof RsvpEventFieldsSchema>;

export interface RsvpEvent extends RsvpEventFields {
  key: RsvpEventKey;
}

/** GET /api/rsvp-events/:key: the event plus the signed-in member's own answer (null: not answered yet). */
export interface RsvpEventResponse {
  event: RsvpEvent;
  attending: boolean | null;
}

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
export interface RsvpUpdateResponse {
  member: Member;
  attending: boolean;
  changed: boolean;
}

/** Spec 3: a play reading as GET /api/membership/play-reading-events answers it. */
export interface PlayReadingEvent {
  Event_ID: string;
  Title: string;
  Start_Date: string;
  End_Date: string | null;
  Start_Time: string | null;
  End_Time: string | null;
  Location: string | null;
  Address: string | null;
  Description: string | null;
}

export interface PlayReadingEventsResponse {
  events: PlayReadingEvent[];
}

/** Days ahead the play-reading list covers (spec 9). */
export const PLAY_READING_WINDOW_DAYS = 45;

export const PlayReadingRsvpStatusRequestSchema = z.object({ email: EmailSchema.optional(), eventId: z.uuid('Play reading event not found.') });
export type PlayReadingRsvpStatusRequest = z.infer<typeof PlayReadingRsvpStatusRequestSchema>;

export interface PlayReadingRsvpStatusResponse {
  attending: boolean;
}

export const PlayReadingRsvpUpdateRequestSchema = z.object({
  email: EmailSchema.optional(),
  eventId: z.uuid('Play reading event not found.'),
  attending: z.boolean(),
  /** Sent by the spec's client; the server uses the member's record. */
  firstName: personNameSchema('First name').optional(),
  lastName: personNameSchema('Last name').optional(),
});
export type PlayReadingRsvpUpdateRequest = z.infer<typeof PlayReadingRsvpUpdateRequestSchema>;

export interface PlayReadingRsvpUpdateResponse {
  success: true;
  attending: boolean;
  changed: boolean;
}

export const PlayReadingAttendeesRequestSchema = z.object({ eventId: z.uuid('Play reading event not found.') });
export type PlayReadingAttendeesRequest = z.infer<typeof PlayReadingAttendeesRequestSchema>;

/** Messages both the API and the screens rely on. */
export const RSVP_MESSAGES = {
  notYours: 'You can only change your own RSVP.',
  playReadingNotFound: 'Play reading event not found.',
  playReadingPast: 'This play reading has already taken place.',
  eventNotFound: 'Event not found.',
  closed: 'This feature is no longer available.',
} as const;

/** Spec 6: the guard's message before a window opens; the API answers the same. */
export function notYetOpenMessage(formattedDate: string): string {
  return `This feature will become available on ${formattedDate}.`;
}

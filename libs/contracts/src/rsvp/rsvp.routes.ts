import { TextResponseSchema } from '../common/responses';
import { ADMIN_ONLY, ALL_MEMBER_ROLES, ORGANIZER_ROLES } from '../common/roles';
import { defineRoute } from '../routes/define-route';
import { PlayReadingCancelResponseSchema, PlayReadingEventResponseSchema, PlayReadingManagedEventsResponseSchema } from './play-reading-admin';
import {
  AttendeesResponseSchema,
  PlayReadingEventsResponseSchema,
  PlayReadingRsvpStatusResponseSchema,
  PlayReadingRsvpUpdateResponseSchema,
  RsvpEventResponseSchema,
  RsvpEventSchema,
  RsvpSeasonsResponseSchema,
  RsvpUpdateResponseSchema,
} from './rsvp';

export const updateHolidayRsvpRoute = defineRoute({
  method: 'POST',
  path: '/api/update-holiday-rsvp',
  response: RsvpUpdateResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const updateSocialRsvpRoute = defineRoute({
  method: 'POST',
  path: '/api/update-social-rsvp',
  response: RsvpUpdateResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const holidayAttendeesRoute = defineRoute({
  method: 'GET',
  path: '/api/holiday-party-attendees',
  response: AttendeesResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const socialAttendeesRoute = defineRoute({
  method: 'GET',
  path: '/api/may-social-attendees',
  response: AttendeesResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const rsvpEventRoute = defineRoute({
  method: 'GET',
  path: '/api/rsvp-events/:key',
  response: RsvpEventResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const updateRsvpEventRoute = defineRoute({
  method: 'PUT',
  path: '/api/rsvp-events/:key',
  response: RsvpEventSchema,
  access: { roles: ADMIN_ONLY },
});
export const rsvpAttendeesCsvRoute = defineRoute({
  method: 'GET',
  path: '/api/rsvp-events/:key/attendees.csv',
  response: TextResponseSchema,
  access: { roles: ADMIN_ONLY },
});
export const rsvpSeasonsRoute = defineRoute({
  method: 'GET',
  path: '/api/rsvp-events/:key/seasons',
  response: RsvpSeasonsResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const startNextSeasonRoute = defineRoute({
  method: 'POST',
  path: '/api/rsvp-events/:key/seasons',
  response: RsvpEventSchema,
  access: { roles: ADMIN_ONLY },
  status: 201,
});
export const seasonAttendeesRoute = defineRoute({
  method: 'GET',
  path: '/api/rsvp-events/:key/seasons/:season/attendees',
  response: AttendeesResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const seasonAttendeesCsvRoute = defineRoute({
  method: 'GET',
  path: '/api/rsvp-events/:key/seasons/:season/attendees.csv',
  response: TextResponseSchema,
  access: { roles: ADMIN_ONLY },
});
export const playReadingEventsRoute = defineRoute({
  method: 'GET',
  path: '/api/membership/play-reading-events',
  response: PlayReadingEventsResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const createPlayReadingEventRoute = defineRoute({
  method: 'POST',
  path: '/api/membership/play-reading-events',
  response: PlayReadingEventResponseSchema,
  access: { roles: ORGANIZER_ROLES },
  status: 201,
});
export const managedPlayReadingEventsRoute = defineRoute({
  method: 'GET',
  path: '/api/membership/play-reading-events/manage',
  response: PlayReadingManagedEventsResponseSchema,
  access: { roles: ORGANIZER_ROLES },
});
export const updatePlayReadingEventRoute = defineRoute({
  method: 'PUT',
  path: '/api/membership/play-reading-events/:id',
  response: PlayReadingEventResponseSchema,
  access: { roles: ORGANIZER_ROLES },
});
export const cancelPlayReadingEventRoute = defineRoute({
  method: 'POST',
  path: '/api/membership/play-reading-events/:id/cancel',
  response: PlayReadingCancelResponseSchema,
  access: { roles: ORGANIZER_ROLES },
});
export const playReadingRsvpStatusRoute = defineRoute({
  method: 'POST',
  path: '/api/membership/rsvp-status',
  response: PlayReadingRsvpStatusResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const updatePlayReadingRsvpRoute = defineRoute({
  method: 'POST',
  path: '/api/membership/update-play-reading-rsvp',
  response: PlayReadingRsvpUpdateResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const playReadingAttendeesRoute = defineRoute({
  method: 'POST',
  path: '/api/membership/play-reading-attendees',
  response: AttendeesResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const playReadingAttendeesCsvRoute = defineRoute({
  method: 'GET',
  path: '/api/membership/play-reading-attendees.csv',
  response: TextResponseSchema,
  access: { roles: ['Leader', 'Admin'] },
});

import type { RsvpEventKey } from '@greenroom/contracts';

export const rsvpKeys = {
  event: (key: RsvpEventKey) => ['rsvp-event', key] as const,
  attendees: (key: RsvpEventKey) => ['rsvp-attendees', key] as const,
  seasons: (key: RsvpEventKey) => ['rsvp-seasons', key] as const,
  seasonAttendees: (key: RsvpEventKey, season: number) => ['rsvp-seasons', key, season, 'attendees'] as const,
};

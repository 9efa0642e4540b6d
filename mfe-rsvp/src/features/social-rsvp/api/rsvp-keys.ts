import type { RsvpEventKey } from '@greenroom/contracts';

export const rsvpKeys = {
  event: (key: RsvpEventKey) => ['rsvp-event', key] as const,
  attendees: (key: RsvpEventKey) => ['rsvp-attendees', key] as const,
};

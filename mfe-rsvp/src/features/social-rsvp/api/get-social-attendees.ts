import { useQuery } from '@tanstack/react-query';
import { type Attendee, type RsvpEventKey, holidayAttendeesRoute, socialAttendeesRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { rsvpKeys } from './rsvp-keys';

const ATTENDEE_ROUTES = {
  'holiday-party': holidayAttendeesRoute,
  'may-social': socialAttendeesRoute,
} satisfies Record<RsvpEventKey, unknown>;

export async function getSocialAttendees(key: RsvpEventKey): Promise<Attendee[]> {
  return (await apiFetch(ATTENDEE_ROUTES[key])).attendees;
}

export function useSocialAttendees(key: RsvpEventKey, enabled: boolean) {
  return useQuery({ queryKey: rsvpKeys.attendees(key), queryFn: () => getSocialAttendees(key), enabled, retry: false });
}

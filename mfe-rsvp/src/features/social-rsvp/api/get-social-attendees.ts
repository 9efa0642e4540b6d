import { useQuery } from '@tanstack/react-query';
import { type Attendee, type RsvpEventKey, AttendeesResponseSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { rsvpKeys } from './rsvp-keys';

const ATTENDEE_PATHS: Record<RsvpEventKey, string> = {
  'holiday-party': '/api/holiday-party-attendees',
  'may-social': '/api/may-social-attendees',
};

export async function getSocialAttendees(key: RsvpEventKey): Promise<Attendee[]> {
  return (await apiFetch(ATTENDEE_PATHS[key], AttendeesResponseSchema)).attendees;
}

export function useSocialAttendees(key: RsvpEventKey, enabled: boolean) {
  return useQuery({ queryKey: rsvpKeys.attendees(key), queryFn: () => getSocialAttendees(key), enabled, retry: false });
}

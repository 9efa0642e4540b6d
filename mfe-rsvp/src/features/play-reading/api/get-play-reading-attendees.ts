import { useQuery } from '@tanstack/react-query';
import { type Attendee, playReadingAttendeesRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { playReadingKeys } from './play-reading-keys';

export async function getPlayReadingAttendees(eventId: string): Promise<Attendee[]> {
  return (await apiFetch(playReadingAttendeesRoute, { body: { eventId } })).attendees;
}

export function usePlayReadingAttendees(eventId: string) {
  return useQuery({ queryKey: playReadingKeys.attendees(eventId), queryFn: () => getPlayReadingAttendees(eventId), retry: false });
}

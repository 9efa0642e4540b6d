import { useQuery } from '@tanstack/react-query';
import { playReadingRsvpStatusRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { playReadingKeys } from './play-reading-keys';

/** docs/spec-summary.md §2.8: a failed status fetch ends loading and counts as not attending. */
export async function getRsvpStatus(email: string, eventId: string): Promise<boolean> {
  try {
    return (await apiFetch(playReadingRsvpStatusRoute, { body: { email, eventId } })).attending;
  } catch (error) {
    console.error('Failed to load RSVP status', error);
    return false;
  }
}

export function useRsvpStatus(email: string, eventId: string) {
  return useQuery({ queryKey: playReadingKeys.status(eventId), queryFn: () => getRsvpStatus(email, eventId) });
}

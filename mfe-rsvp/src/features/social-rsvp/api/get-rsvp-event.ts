import { useQuery } from '@tanstack/react-query';
import { type RsvpEventKey, type RsvpEventResponse, rsvpEventRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { rsvpKeys } from './rsvp-keys';

export function getRsvpEvent(key: RsvpEventKey): Promise<RsvpEventResponse> {
  return apiFetch(rsvpEventRoute, { params: { key } });
}

/** The event's information and the member's own answer. */
export function useRsvpEvent(key: RsvpEventKey, enabled: boolean) {
  return useQuery({ queryKey: rsvpKeys.event(key), queryFn: () => getRsvpEvent(key), enabled });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RsvpEvent, type RsvpEventKey, startNextSeasonRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { rsvpKeys } from './rsvp-keys';

export function startNextSeason(key: RsvpEventKey, fromSeason: number): Promise<RsvpEvent> {
  return apiFetch(startNextSeasonRoute, { params: { key }, body: { fromSeason } });
}

/** Admins only. The event, its (empty) attendee list, the seasons and the guard's windows all change. */
export function useStartNextSeason(key: RsvpEventKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fromSeason: number) => startNextSeason(key, fromSeason),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: rsvpKeys.event(key) }),
        client.invalidateQueries({ queryKey: rsvpKeys.attendees(key) }),
        client.invalidateQueries({ queryKey: rsvpKeys.seasons(key) }),
        client.invalidateQueries({ queryKey: ['feature-windows'] }),
      ]),
  });
}

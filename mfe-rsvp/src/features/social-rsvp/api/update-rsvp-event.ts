import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RsvpEvent, type RsvpEventKey, type RsvpEventUpdate, updateRsvpEventRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { rsvpKeys } from './rsvp-keys';

/** The settings with the version the screen read them at (a save over a newer one is a 409). */
export function updateRsvpEvent(key: RsvpEventKey, fields: RsvpEventUpdate): Promise<RsvpEvent> {
  return apiFetch(updateRsvpEventRoute, { params: { key }, body: fields });
}

/** Admins only. The shell re-reads the windows on its next load (it caches them for a few minutes). */
export function useUpdateRsvpEvent(key: RsvpEventKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: RsvpEventUpdate) => updateRsvpEvent(key, fields),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: rsvpKeys.event(key) }), client.invalidateQueries({ queryKey: ['feature-windows'] })]),
  });
}

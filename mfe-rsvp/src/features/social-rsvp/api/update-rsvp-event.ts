import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RsvpEvent, type RsvpEventFields, type RsvpEventKey, RsvpEventSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { rsvpKeys } from './rsvp-keys';

export function updateRsvpEvent(key: RsvpEventKey, fields: RsvpEventFields): Promise<RsvpEvent> {
  return apiFetch(`/api/rsvp-events/${key}`, RsvpEventSchema, { method: 'PUT', body: fields });
}

/** Admins only. The shell re-reads the windows on its next load (it caches them for a few minutes). */
export function useUpdateRsvpEvent(key: RsvpEventKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: RsvpEventFields) => updateRsvpEvent(key, fields),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: rsvpKeys.event(key) }), client.invalidateQueries({ queryKey: ['feature-windows'] })]),
  });
}

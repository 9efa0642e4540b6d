import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type RsvpEventKey,
  type RsvpEventResponse,
  type RsvpUpdateResponse,
  updateHolidayRsvpRoute,
  updateSocialRsvpRoute,
} from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { rsvpKeys } from './rsvp-keys';

export interface SocialRsvpInput {
  email: string;
  attending: boolean;
}

export function updateSocialRsvp(key: RsvpEventKey, { email, attending }: SocialRsvpInput): Promise<RsvpUpdateResponse> {
  if (key === 'holiday-party') return apiFetch(updateHolidayRsvpRoute, { body: { email, attending } });
  return apiFetch(updateSocialRsvpRoute, { body: { email, attending, eventType: 'may_social' } });
}

/** On success the stored answer changes at once and the attendee list reloads (docs/spec-summary.md §2.4). */
export function useUpdateSocialRsvp(key: RsvpEventKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SocialRsvpInput) => updateSocialRsvp(key, input),
    onSuccess: (response) => {
      client.setQueryData<RsvpEventResponse>(rsvpKeys.event(key), (previous) => previous && { ...previous, attending: response.attending });
      return client.invalidateQueries({ queryKey: rsvpKeys.attendees(key) });
    },
  });
}

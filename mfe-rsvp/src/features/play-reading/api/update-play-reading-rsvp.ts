import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PlayReadingRsvpUpdateRequest, type PlayReadingRsvpUpdateResponse, updatePlayReadingRsvpRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { playReadingKeys } from './play-reading-keys';

export function updatePlayReadingRsvp(body: PlayReadingRsvpUpdateRequest): Promise<PlayReadingRsvpUpdateResponse> {
  return apiFetch(updatePlayReadingRsvpRoute, { body });
}

/**
 * On success the status is set and the attendee list reloaded (docs/spec-summary.md §2.4), and the office's list,
 * whose Yes counts the cancel dialog names.
 */
export function useUpdatePlayReadingRsvp(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePlayReadingRsvp,
    onSuccess: (response) => {
      client.setQueryData(playReadingKeys.status(eventId), response.attending);
      return Promise.all([
        client.invalidateQueries({ queryKey: playReadingKeys.attendees(eventId) }),
        client.invalidateQueries({ queryKey: playReadingKeys.managedLists }),
      ]);
    },
  });
}

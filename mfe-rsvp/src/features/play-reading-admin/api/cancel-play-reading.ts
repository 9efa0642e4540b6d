import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelPlayReadingEventRoute, type PlayReadingCancelResponse } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { playReadingKeys } from '../../play-reading/api/play-reading-keys';

export function cancelPlayReading(eventId: string): Promise<PlayReadingCancelResponse> {
  return apiFetch(cancelPlayReadingEventRoute, { params: { id: eventId } });
}

export function useCancelPlayReading(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelPlayReading(eventId),
    onSuccess: () => client.invalidateQueries({ queryKey: playReadingKeys.events }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createPlayReadingEventRoute,
  type PlayReadingEvent,
  type PlayReadingEventUpdate,
  type PlayReadingEventWrite,
  updatePlayReadingEventRoute,
} from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { playReadingKeys } from '../../play-reading/api/play-reading-keys';

/** Creates a reading, or changes the one whose id is given (at the version the screen loaded). */
export async function savePlayReading(fields: PlayReadingEventWrite | PlayReadingEventUpdate, eventId?: string): Promise<PlayReadingEvent> {
  return (
    await (eventId
      ? apiFetch(updatePlayReadingEventRoute, { params: { id: eventId }, body: fields })
      : apiFetch(createPlayReadingEventRoute, { body: fields }))
  ).event;
}

export function useSavePlayReading(eventId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: PlayReadingEventWrite | PlayReadingEventUpdate) => savePlayReading(fields, eventId),
    onSuccess: () => client.invalidateQueries({ queryKey: playReadingKeys.events }),
  });
}

import { useQuery } from '@tanstack/react-query';
import { type PlayReadingEvent, playReadingEventsRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { playReadingKeys } from './play-reading-keys';

/** docs/spec-summary.md §2.8: a failed fetch is only logged and the list stays empty. */
export async function getPlayReadingEvents(): Promise<PlayReadingEvent[]> {
  try {
    return (await apiFetch(playReadingEventsRoute)).events;
  } catch (error) {
    console.error('Failed to load play reading events', error);
    return [];
  }
}

export function usePlayReadingEvents(enabled: boolean) {
  return useQuery({ queryKey: playReadingKeys.events, queryFn: getPlayReadingEvents, enabled });
}

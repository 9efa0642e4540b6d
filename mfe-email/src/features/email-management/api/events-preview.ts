import { type DigestType, eventsPreviewRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export const getEventsPreview = (date: string, type: DigestType) =>
  apiFetch(eventsPreviewRoute, { query: { date, type: type === 'weekly' ? 'weekly' : undefined } });

/** The events the chosen digest would list: the day for Daily, the week from the date for Weekly. */
export function useEventsPreview(date: string, enabled: boolean, type: DigestType = 'daily') {
  return useQuery({
    queryKey: ['email', 'events-preview', date, type],
    queryFn: () => getEventsPreview(date, type),
    enabled: enabled && /^\d{4}-\d{2}-\d{2}$/.test(date),
    retry: false,
  });
}

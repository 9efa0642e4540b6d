import { EventsPreviewResponseSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export const getEventsPreview = (date: string) => apiFetch(`/api/events-preview?date=${encodeURIComponent(date)}`, EventsPreviewResponseSchema);

export function useEventsPreview(date: string, enabled: boolean) {
  return useQuery({
    queryKey: ['email', 'events-preview', date],
    queryFn: () => getEventsPreview(date),
    enabled: enabled && /^\d{4}-\d{2}-\d{2}$/.test(date),
    retry: false,
  });
}

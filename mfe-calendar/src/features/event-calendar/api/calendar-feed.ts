import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CalendarFeedLink, type CalendarFeedStatus, CalendarFeedLinkSchema, CalendarFeedStatusSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

const feedKey = ['calendar', 'feed'] as const;

export function getFeedStatus(): Promise<CalendarFeedStatus> {
  return apiFetch('/api/calendar-feed', CalendarFeedStatusSchema);
}

export function renewFeed(): Promise<CalendarFeedLink> {
  return apiFetch('/api/calendar-feed', CalendarFeedLinkSchema, { method: 'POST' });
}

export function revokeFeed(): Promise<CalendarFeedStatus> {
  return apiFetch('/api/calendar-feed', CalendarFeedStatusSchema, { method: 'DELETE' });
}

export function useFeedStatus(enabled: boolean) {
  return useQuery({ queryKey: feedKey, queryFn: getFeedStatus, enabled });
}

export function useRenewFeed() {
  const client = useQueryClient();
  return useMutation({ mutationFn: renewFeed, onSuccess: () => client.invalidateQueries({ queryKey: feedKey }) });
}

export function useRevokeFeed() {
  const client = useQueryClient();
  return useMutation({ mutationFn: revokeFeed, onSuccess: () => client.invalidateQueries({ queryKey: feedKey }) });
}

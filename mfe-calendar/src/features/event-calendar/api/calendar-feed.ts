import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedLink, CalendarFeedStatus } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

const feedKey = ['calendar', 'feed'] as const;

export function getFeedStatus(): Promise<CalendarFeedStatus> {
  return apiFetch<CalendarFeedStatus>('/api/calendar-feed');
}

export function renewFeed(): Promise<CalendarFeedLink> {
  return apiFetch<CalendarFeedLink>('/api/calendar-feed', { method: 'POST' });
}

export function revokeFeed(): Promise<CalendarFeedStatus> {
  return apiFetch<CalendarFeedStatus>('/api/calendar-feed', { method: 'DELETE' });
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

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

/** The member's current link again (their session only), to subscribe on another device. */
export function getFeedLink(): Promise<CalendarFeedLink> {
  return apiFetch('/api/calendar-feed/link', CalendarFeedLinkSchema);
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

/** A mutation, not a query: the link is fetched only when the member asks to see it, and never cached. */
export function useShowFeedLink() {
  return useMutation({ mutationFn: getFeedLink });
}

export function useRevokeFeed() {
  const client = useQueryClient();
  return useMutation({ mutationFn: revokeFeed, onSuccess: () => client.invalidateQueries({ queryKey: feedKey }) });
}

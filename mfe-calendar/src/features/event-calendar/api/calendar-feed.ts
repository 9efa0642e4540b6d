import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CalendarFeedLink,
  calendarFeedLinkRoute,
  type CalendarFeedStatus,
  calendarFeedStatusRoute,
  renewCalendarFeedRoute,
  revokeCalendarFeedRoute,
} from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

const feedKey = ['calendar', 'feed'] as const;

export function getFeedStatus(): Promise<CalendarFeedStatus> {
  return apiFetch(calendarFeedStatusRoute);
}

export function renewFeed(): Promise<CalendarFeedLink> {
  return apiFetch(renewCalendarFeedRoute);
}

/** The member's current link again (their session only), to subscribe on another device. */
export function getFeedLink(): Promise<CalendarFeedLink> {
  return apiFetch(calendarFeedLinkRoute);
}

export function revokeFeed(): Promise<CalendarFeedStatus> {
  return apiFetch(revokeCalendarFeedRoute);
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

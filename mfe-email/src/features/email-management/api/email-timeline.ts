import { emailTimelineRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

/** The server's default window: the last 90 theater days. */
export const getEmailTimeline = () => apiFetch(emailTimelineRoute);

export function useEmailTimeline() {
  return useQuery({ queryKey: ['email', 'timeline'], queryFn: getEmailTimeline, retry: false });
}

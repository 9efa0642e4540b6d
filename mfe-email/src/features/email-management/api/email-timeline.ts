import { EmailTimelineSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

/** The server's default window: the last 90 theater days. */
export const getEmailTimeline = () => apiFetch('/api/email-timeline', EmailTimelineSchema);

export function useEmailTimeline() {
  return useQuery({ queryKey: ['email', 'timeline'], queryFn: getEmailTimeline, retry: false });
}

import { userSubscriptionsRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

/** The server identifies the member by the session; no e-mail travels in the request. */
export const getUserSubscriptions = () => apiFetch(userSubscriptionsRoute);

export function useUserSubscriptions(memberId: string | null) {
  return useQuery({ queryKey: ['email', 'user-subscriptions', memberId], queryFn: getUserSubscriptions, enabled: memberId !== null, retry: false });
}

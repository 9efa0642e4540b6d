import { subscriptionChoicesRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export const getSubscriptionChoices = () => apiFetch(subscriptionChoicesRoute);

export function useSubscriptionChoices(enabled: boolean) {
  return useQuery({ queryKey: ['email', 'subscription-choices'], queryFn: getSubscriptionChoices, enabled, retry: false });
}

import { SubscriptionChoicesResponseSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export const getSubscriptionChoices = () => apiFetch('/api/subscription-choices', SubscriptionChoicesResponseSchema);

export function useSubscriptionChoices(enabled: boolean) {
  return useQuery({ queryKey: ['email', 'subscription-choices'], queryFn: getSubscriptionChoices, enabled, retry: false });
}

import { updateUserSubscriptionsRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const updateUserSubscriptions = (subscriptions: string[]) => apiFetch(updateUserSubscriptionsRoute, { body: { subscriptions } });

export function useUpdateUserSubscriptions(memberId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserSubscriptions,
    onSuccess: (data) => queryClient.setQueryData(['email', 'user-subscriptions', memberId], { subscriptions: data.subscriptions, isNew: false }),
  });
}

import { UpdateUserSubscriptionsResponseSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const updateUserSubscriptions = (subscriptions: string[]) =>
  apiFetch('/api/update-user-subscriptions', UpdateUserSubscriptionsResponseSchema, { method: 'POST', body: { subscriptions } });

export function useUpdateUserSubscriptions(memberId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserSubscriptions,
    onSuccess: (data) => queryClient.setQueryData(['email', 'user-subscriptions', memberId], { subscriptions: data.subscriptions, isNew: false }),
  });
}

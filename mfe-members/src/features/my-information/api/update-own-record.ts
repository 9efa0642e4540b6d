import { type OwnMemberUpdate, updateOwnMemberRoute } from '@greenroom/contracts';
import { apiFetch, updateSessionMember } from '@greenroom/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownRecordKey } from './get-own-record';

export const updateOwnRecord = (update: OwnMemberUpdate) => apiFetch(updateOwnMemberRoute, { body: update });

export function useUpdateOwnRecord(email: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnRecord,
    onSuccess: ({ member }) => {
      queryClient.setQueryData(ownRecordKey(email), member);
      updateSessionMember(member);
    },
  });
}

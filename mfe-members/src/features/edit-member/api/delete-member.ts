import { deleteMemberRoute, type MemberDeleteRequest } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useMutation } from '@tanstack/react-query';

export const deleteMember = (request: MemberDeleteRequest) => apiFetch(deleteMemberRoute, { body: request });

export function useDeleteMember() {
  return useMutation({ mutationFn: deleteMember });
}

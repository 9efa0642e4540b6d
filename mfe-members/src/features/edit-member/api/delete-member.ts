import { type MemberDeleteRequest, MemberDeleteResponseSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useMutation } from '@tanstack/react-query';

export const deleteMember = (request: MemberDeleteRequest) =>
  apiFetch('/api/members/delete', MemberDeleteResponseSchema, { method: 'POST', body: request });

export function useDeleteMember() {
  return useMutation({ mutationFn: deleteMember });
}

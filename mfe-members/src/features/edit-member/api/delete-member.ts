import type { MemberDeleteRequest, MemberDeleteResponse } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useMutation } from '@tanstack/react-query';

export const deleteMember = (request: MemberDeleteRequest) => apiFetch<MemberDeleteResponse>('/api/members/delete', { method: 'POST', body: request });

export function useDeleteMember() {
  return useMutation({ mutationFn: deleteMember });
}

import type { AdminMemberResponse, AdminMemberUpdate } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useMutation } from '@tanstack/react-query';

export const updateMember = (member: AdminMemberUpdate) => apiFetch<AdminMemberResponse>('/api/members/update', { method: 'POST', body: member });

export function useUpdateMember() {
  return useMutation({ mutationFn: updateMember });
}

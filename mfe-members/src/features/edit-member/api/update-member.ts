import { type AdminMemberUpdate, AdminMemberResponseSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useMutation } from '@tanstack/react-query';

export const updateMember = (member: AdminMemberUpdate) =>
  apiFetch('/api/members/update', AdminMemberResponseSchema, { method: 'POST', body: member });

export function useUpdateMember() {
  return useMutation({ mutationFn: updateMember });
}

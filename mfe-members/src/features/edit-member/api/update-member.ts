import { adminUpdateMemberRoute, type AdminMemberUpdate } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useMutation } from '@tanstack/react-query';

export const updateMember = (member: AdminMemberUpdate) => apiFetch(adminUpdateMemberRoute, { body: member });

export function useUpdateMember() {
  return useMutation({ mutationFn: updateMember });
}

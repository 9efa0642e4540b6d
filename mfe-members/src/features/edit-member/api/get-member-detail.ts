import { AdminMemberResponseSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export const memberDetailKey = (email: string, id: string | undefined) => ['members', 'detail', email, id];

export function getMemberDetail(email: string, id: string | undefined) {
  const query = new URLSearchParams({ email });
  if (id) query.set('id', id);
  return apiFetch(`/api/members/detail?${query.toString()}`, AdminMemberResponseSchema);
}

export function useMemberDetail(email: string | undefined, id: string | undefined) {
  return useQuery({
    queryKey: memberDetailKey(email ?? '', id),
    queryFn: async () => (await getMemberDetail(email ?? '', id)).member,
    enabled: Boolean(email),
    retry: false,
    gcTime: 0,
  });
}

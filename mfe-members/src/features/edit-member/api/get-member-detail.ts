import { memberDetailRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export const memberDetailKey = (email: string, id: string | undefined) => ['members', 'detail', email, id];

export function getMemberDetail(email: string, id: string | undefined) {
  return apiFetch(memberDetailRoute, { query: { email, id: id || undefined } });
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

import { currentMemberRoute } from '@greenroom/contracts';
import { apiFetch, useSession } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export const getCurrentMember = async () => (await apiFetch(currentMemberRoute)).member;

/**
 * docs/spec-summary.md §2.6, §2.7: the audition screen takes its member from session storage, else from
 * GET /api/members/current (when a session token exists but the stored member is missing).
 */
export function useAuditionMember() {
  const { member, token } = useSession();
  const current = useQuery({
    queryKey: ['members', 'current', token],
    queryFn: getCurrentMember,
    enabled: member === null && token !== null,
    retry: false,
  });
  if (member) return { member, signedIn: true, loading: false, error: null } as const;
  if (token === null) return { member: null, signedIn: false, loading: false, error: null } as const;
  return { member: current.data ?? null, signedIn: true, loading: current.isPending, error: current.error } as const;
}

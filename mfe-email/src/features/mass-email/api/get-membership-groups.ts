import { membershipGroupsRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export const getMembershipGroups = () => apiFetch(membershipGroupsRoute);

export function useMembershipGroups() {
  return useQuery({ queryKey: ['email', 'membership-groups'], queryFn: getMembershipGroups, retry: false });
}

import type { ChoicesResponse } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export const getTeamChoices = () => apiFetch<ChoicesResponse>('/api/team-choices');

export function useTeamChoices() {
  return useQuery({ queryKey: ['members', 'team-choices'], queryFn: getTeamChoices, staleTime: 5 * 60_000, retry: false });
}

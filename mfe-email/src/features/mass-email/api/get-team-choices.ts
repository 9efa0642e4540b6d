import type { TeamChoicesResponse } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export const getTeamChoices = () => apiFetch<TeamChoicesResponse>('/api/team-choices');

export function useTeamChoices() {
  return useQuery({ queryKey: ['email', 'team-choices'], queryFn: getTeamChoices, retry: false });
}

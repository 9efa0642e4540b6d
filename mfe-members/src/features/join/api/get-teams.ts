import type { TeamsResponse } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export const getApplicationTeams = () => apiFetch<TeamsResponse>('/api/teams');

export function useApplicationTeams() {
  return useQuery({
    queryKey: ['members', 'application-teams'],
    queryFn: async () => {
      const answer = await getApplicationTeams();
      if (!answer.success) throw new Error('The teams list could not be loaded');
      return answer.teams;
    },
    retry: false,
  });
}

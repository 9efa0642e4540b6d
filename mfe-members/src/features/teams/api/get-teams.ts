import type { TeamsResponse } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export const TEAMS_KEY = ['members', 'teams'];

export const getTeams = () => apiFetch<TeamsResponse>('/api/teams');

export function useTeams() {
  return useQuery({ queryKey: TEAMS_KEY, queryFn: async () => (await getTeams()).teams, retry: false });
}

import { teamsRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/teams: the teams with their descriptions and coordinators (Edit Teams, the application form). */
export const teamsKeys = { all: ['members', 'teams'] as const };

export const getTeams = () => apiFetch(teamsRoute);

export const teamsQueryOptions = () => queryOptions({ queryKey: teamsKeys.all, queryFn: getTeams, retry: false });

export function useTeams() {
  return useQuery({ ...teamsQueryOptions(), select: (answer) => answer.teams });
}

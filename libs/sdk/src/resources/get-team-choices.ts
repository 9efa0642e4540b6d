import { teamChoicesRoute } from '@greenroom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api/api-fetch';

/** The team names that member search, member editing, My Teams and mass e-mail offer. */
export const teamChoicesKeys = { all: ['team-choices'] as const };

export const getTeamChoices = () => apiFetch(teamChoicesRoute);

export const teamChoicesQueryOptions = () =>
  queryOptions({ queryKey: teamChoicesKeys.all, queryFn: getTeamChoices, staleTime: 5 * 60_000, retry: false });

export const useTeamChoices = () => useQuery(teamChoicesQueryOptions());

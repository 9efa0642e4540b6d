import { queryOptions, useQuery } from '@tanstack/react-query';
import { showsRoute, type Show } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

/** GET /api/shows: every show with its characters and audition dates, retired ones marked (the selection hides those). */
export const showsKeys = { all: ['auditions', 'shows'] as const };

export async function getShows(): Promise<Show[]> {
  return (await apiFetch(showsRoute)).shows;
}

export const showsQueryOptions = () => queryOptions({ queryKey: showsKeys.all, queryFn: getShows });

export const useShows = () => useQuery(showsQueryOptions());

import { type MemberSearchCriteria, type MemberSearchResponse, searchMembersRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useInfiniteQuery } from '@tanstack/react-query';

/** A Member's page holds the directory columns, an organizer's the full records (see `view`). */
export type SearchPage = MemberSearchResponse & {
  /** How long the call took in the browser, for the results footer. */
  elapsedMs: number;
};

/**
 * `cursor` is the previous page's nextCursor (null for the first page). The first page asks for the exact count
 * (up to SEARCH_COUNT_LIMIT): the planner's estimate was five times off on a theater's few hundred members.
 */
export async function searchMembers(criteria: MemberSearchCriteria, cursor: string | null): Promise<SearchPage> {
  const started = performance.now();
  const response = await apiFetch(searchMembersRoute, {
    body: cursor ? { ...criteria, cursor } : { ...criteria, count: true },
  });
  return { ...response, elapsedMs: Math.round(performance.now() - started) };
}

/**
 * One page at a time: the first on search, the next when the member asks for more. `run` counts Search clicks,
 * so searching again with the same criteria asks the server again.
 */
export function useMemberSearch(criteria: MemberSearchCriteria | null, run: number) {
  return useInfiniteQuery({
    queryKey: ['members', 'search', criteria, run],
    queryFn: ({ pageParam }) => searchMembers(criteria as MemberSearchCriteria, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: criteria !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

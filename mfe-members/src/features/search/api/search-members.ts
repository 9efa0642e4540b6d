import { SEARCH_PAGE_SIZE, type MemberSearchCriteria, type MemberSearchResponse } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useInfiniteQuery } from '@tanstack/react-query';

/** A Member's page holds the directory columns, an organizer's the full records (see `view`). */
export type SearchPage = MemberSearchResponse & {
  /** How long the call took in the browser, for the results footer. */
  elapsedMs: number;
};

export async function searchMembers(criteria: MemberSearchCriteria, offset: number): Promise<SearchPage> {
  const started = performance.now();
  const response = await apiFetch<MemberSearchResponse>('/api/members/search', { method: 'POST', body: { ...criteria, offset, limit: SEARCH_PAGE_SIZE } });
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
    initialPageParam: 0,
    // A capped total only says "more than N": keep paging while pages come back full.
    getNextPageParam: (last) =>
      last.offset + last.members.length < last.total || (last.totalCapped && last.members.length === last.limit) ? last.offset + last.members.length : undefined,
    enabled: criteria !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

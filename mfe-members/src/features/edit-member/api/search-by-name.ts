import { searchMembersRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export interface NameCriteria {
  First_Name?: string;
  Last_Name?: string;
}

export const searchByName = (criteria: NameCriteria) => apiFetch(searchMembersRoute, { body: criteria });

/** `run` counts Search clicks, so the same names searched again ask the server again. */
export function useSearchByName(criteria: NameCriteria | null, run: number) {
  return useQuery({
    queryKey: ['members', 'edit-search', criteria, run],
    queryFn: () => searchByName(criteria ?? {}),
    enabled: criteria !== null,
    retry: false,
    gcTime: 0,
  });
}

import type { MemberSearchResponse } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export interface NameCriteria {
  First_Name?: string;
  Last_Name?: string;
}

export const searchByName = (criteria: NameCriteria) => apiFetch<MemberSearchResponse>('/api/members/search', { method: 'POST', body: criteria });

export function useSearchByName(criteria: NameCriteria | null) {
  return useQuery({ queryKey: ['members', 'edit-search', criteria], queryFn: () => searchByName(criteria ?? {}), enabled: criteria !== null, retry: false });
}

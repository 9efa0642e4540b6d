import { type DuesListResponse, DuesListResponseSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export const duesListKey = ['members', 'dues'] as const;

export function getDuesList(): Promise<DuesListResponse> {
  return apiFetch('/api/members/dues', DuesListResponseSchema);
}

/** Admins only: who is overdue and who is due within 30 days. */
export function useDuesList() {
  return useQuery({ queryKey: duesListKey, queryFn: getDuesList, retry: false });
}

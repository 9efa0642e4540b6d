import { duesListRoute, type DuesListResponse } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export const duesListKey = ['members', 'dues'] as const;

export function getDuesList(): Promise<DuesListResponse> {
  return apiFetch(duesListRoute);
}

/** Admins only: who is overdue and who is due within 30 days. */
export function useDuesList() {
  return useQuery({ queryKey: duesListKey, queryFn: getDuesList, retry: false });
}

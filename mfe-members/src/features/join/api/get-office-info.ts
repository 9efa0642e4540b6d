import { OfficeInfoResponseSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const officeInfoKeys = { all: ['office-info'] as const };

export const officeInfoQueryOptions = () =>
  queryOptions({ queryKey: officeInfoKeys.all, queryFn: () => apiFetch('/api/office-info', OfficeInfoResponseSchema), staleTime: 60 * 60 * 1000 });

/** How the office wants the dues paid, and how to reach it (public, like /join itself). */
export function useOfficeInfo() {
  return useQuery(officeInfoQueryOptions());
}

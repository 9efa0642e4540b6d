import { useQuery } from '@tanstack/react-query';
import type { AuditionRecordFields, RecordsResponse } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { groupAuditions } from '../audition-groups';

export const OPEN_AUDITIONS_KEY = ['auditions', 'open'] as const;

export async function fetchOpenAuditions() {
  const response = await apiFetch<RecordsResponse<AuditionRecordFields>>('/api/auditions/open');
  return groupAuditions(response.records);
}

export const useOpenAuditions = () => useQuery({ queryKey: OPEN_AUDITIONS_KEY, queryFn: fetchOpenAuditions, retry: false });

import { useQuery } from '@tanstack/react-query';
import { RemotesResponseSchema, type RemoteSummary } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { releasesKeys } from './releases-keys';

export async function getRemotes(): Promise<RemoteSummary[]> {
  return (await apiFetch('/api/remotes', RemotesResponseSchema)).remotes;
}

export function useRemotes() {
  return useQuery({ queryKey: releasesKeys.remotes, queryFn: getRemotes });
}

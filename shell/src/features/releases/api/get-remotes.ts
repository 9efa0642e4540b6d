import { useQuery } from '@tanstack/react-query';
import { remotesRoute, type RemoteSummary } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { releasesKeys } from './releases-keys';

export async function getRemotes(): Promise<RemoteSummary[]> {
  return (await apiFetch(remotesRoute)).remotes;
}

export function useRemotes() {
  return useQuery({ queryKey: releasesKeys.remotes, queryFn: getRemotes });
}

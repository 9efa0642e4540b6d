import { useQuery } from '@tanstack/react-query';
import { releaseIntegrityRoute, type ReleaseIntegrity } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { releasesKeys } from './releases-keys';

/** Whether each active release still serves the manifest that passed the contract check. */
export async function getReleaseIntegrity(): Promise<ReleaseIntegrity[]> {
  return (await apiFetch(releaseIntegrityRoute)).releases;
}

export function useReleaseIntegrity() {
  return useQuery({ queryKey: releasesKeys.integrity, queryFn: getReleaseIntegrity });
}

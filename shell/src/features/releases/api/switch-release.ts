import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activateReleaseRoute, type ActivateReleaseRequest, rollbackReleaseRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { releasesKeys } from './releases-keys';

export interface SwitchResult {
  activeVersion: string;
  previousVersion: string | null;
}

/**
 * What the Admin confirmed: a given release, or the one active before the current one. `registered` tells the
 * release apart in words ("Nov 28, 2026, 4:12 PM by deploy token"), for the question and the result.
 */
export interface ReleaseSwitch {
  kind: 'activate' | 'rollback';
  remote: string;
  version: string;
  registered: string;
}

export function switchRelease(change: ReleaseSwitch): Promise<SwitchResult> {
  const params = { name: change.remote };
  if (change.kind === 'rollback') return apiFetch(rollbackReleaseRoute, { params });
  const body: ActivateReleaseRequest = { version: change.version };
  return apiFetch(activateReleaseRoute, { params, body });
}

export function useSwitchRelease() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: switchRelease,
    onSettled: () => client.invalidateQueries({ queryKey: releasesKeys.remotes }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stageReleaseRoute, stopRolloutRoute, type StageReleaseRequest, type StageReleaseResponse } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { releasesKeys } from './releases-keys';

/** Start trying a version out, or move the trial on (`revision` names the trial as the Admin saw it). */
export function stageRelease(remote: string, request: StageReleaseRequest): Promise<StageReleaseResponse> {
  return apiFetch(stageReleaseRoute, { params: { name: remote }, body: request });
}

/** Stop the trial: everyone gets the current version again. */
export function stopRollout(remote: string, revision: number): Promise<StageReleaseResponse> {
  return apiFetch(stopRolloutRoute, { params: { name: remote }, query: { revision } });
}

export type RolloutChange = { kind: 'stage'; remote: string; request: StageReleaseRequest } | { kind: 'stop'; remote: string; revision: number };

export function useRolloutChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: RolloutChange) =>
      change.kind === 'stage' ? stageRelease(change.remote, change.request) : stopRollout(change.remote, change.revision),
    onSettled: () => client.invalidateQueries({ queryKey: releasesKeys.remotes }),
  });
}

import { type MergeCheckRequest, mergeCheckRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export const mergeCheck = (request: MergeCheckRequest) => apiFetch(mergeCheckRoute, { body: request });

/** The message as one recipient's copy reads (and the empty tags), while the preview is open. */
export function useMergeCheck(request: MergeCheckRequest, enabled: boolean) {
  return useQuery({ queryKey: ['email', 'merge-check', request], queryFn: () => mergeCheck(request), enabled, retry: false });
}

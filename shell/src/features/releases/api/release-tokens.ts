import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createReleaseTokenRoute,
  releaseTokensRoute,
  revokeReleaseTokenRoute,
  type CreateReleaseTokenRequest,
  type ReleaseToken,
} from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { releasesKeys } from './releases-keys';

export async function getReleaseTokens(): Promise<ReleaseToken[]> {
  return (await apiFetch(releaseTokensRoute)).tokens;
}

export function useReleaseTokens() {
  return useQuery({ queryKey: releasesKeys.tokens, queryFn: getReleaseTokens });
}

export function useCreateReleaseToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReleaseTokenRequest) => apiFetch(createReleaseTokenRoute, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: releasesKeys.tokens }),
  });
}

export function useRevokeReleaseToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(revokeReleaseTokenRoute, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: releasesKeys.tokens }),
  });
}

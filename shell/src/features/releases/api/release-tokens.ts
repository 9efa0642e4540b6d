import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CreatedReleaseTokenSchema, ReleaseTokensResponseSchema, type CreateReleaseTokenRequest, type ReleaseToken } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { z } from 'zod';
import { releasesKeys } from './releases-keys';

export async function getReleaseTokens(): Promise<ReleaseToken[]> {
  return (await apiFetch('/api/release-tokens', ReleaseTokensResponseSchema)).tokens;
}

export function useReleaseTokens() {
  return useQuery({ queryKey: releasesKeys.tokens, queryFn: getReleaseTokens });
}

export function useCreateReleaseToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReleaseTokenRequest) => apiFetch('/api/release-tokens', CreatedReleaseTokenSchema, { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: releasesKeys.tokens }),
  });
}

export function useRevokeReleaseToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/release-tokens/${encodeURIComponent(id)}`, z.unknown(), { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: releasesKeys.tokens }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShowResponseSchema, type Show } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { showsKeys } from '../../../common/api/get-shows';

export async function retireShow(id: string): Promise<Show> {
  return (await apiFetch(`/api/shows/${encodeURIComponent(id)}/retire`, ShowResponseSchema, { method: 'POST' })).show;
}

export function useRetireShow(id: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => retireShow(id), onSuccess: () => client.invalidateQueries({ queryKey: showsKeys.all }) });
}

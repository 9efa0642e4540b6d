import { useMutation, useQueryClient } from '@tanstack/react-query';
import { retireShowRoute, type Show } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { showsKeys } from '../../../common/api/get-shows';

export async function retireShow(id: string): Promise<Show> {
  return (await apiFetch(retireShowRoute, { params: { id } })).show;
}

export function useRetireShow(id: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => retireShow(id), onSuccess: () => client.invalidateQueries({ queryKey: showsKeys.all }) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createShowRoute, type Show, type ShowUpdateInput, type ShowWriteInput, updateShowRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { showsKeys } from '../../../common/api/get-shows';

/**
 * Creates a show, or changes the one whose id is given (its characters and audition dates are replaced whole, at the
 * version the screen loaded).
 */
export async function saveShow(body: ShowWriteInput | ShowUpdateInput, id?: string): Promise<Show> {
  return (await (id ? apiFetch(updateShowRoute, { params: { id }, body }) : apiFetch(createShowRoute, { body }))).show;
}

/** The open auditions are calendar records, so they are read again too. */
export function useSaveShow(id?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ShowWriteInput | ShowUpdateInput) => saveShow(body, id),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: showsKeys.all }), client.invalidateQueries({ queryKey: ['auditions', 'open'] })]),
  });
}

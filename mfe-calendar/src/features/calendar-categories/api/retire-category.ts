import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CalendarCategoryItem, restoreCalendarCategoryRoute, retireCalendarCategoryRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { categoriesKeys } from '../../../common/api/get-categories';

/** Retires a category (its events keep it), or brings a retired one back. */
export async function setCategoryRetired(id: string, retired: boolean): Promise<CalendarCategoryItem> {
  return (await apiFetch(retired ? retireCalendarCategoryRoute : restoreCalendarCategoryRoute, { params: { id } })).category;
}

export function useSetCategoryRetired(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (retired: boolean) => setCategoryRetired(id, retired),
    onSuccess: () => client.invalidateQueries({ queryKey: categoriesKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CalendarCategoryItem, type CalendarCategoryOrder, orderCalendarCategoriesRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { categoriesKeys } from '../../../common/api/get-categories';

/** Saves the whole list in this order, each category at the version the screen loaded; answers the list as stored. */
export async function saveCategoryOrder(categories: CalendarCategoryItem[]): Promise<CalendarCategoryItem[]> {
  const body: CalendarCategoryOrder = { categories: categories.map(({ id, version }) => ({ id, version })) };
  return (await apiFetch(orderCalendarCategoriesRoute, { body })).categories;
}

/** The answer becomes the list at once, so the next move is built on the versions just stored. */
export function useSaveCategoryOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCategoryOrder,
    onSuccess: (saved) => client.setQueryData(categoriesKeys.all, saved),
  });
}

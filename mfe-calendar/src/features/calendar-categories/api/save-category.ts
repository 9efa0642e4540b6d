import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CalendarCategoryCreate,
  type CalendarCategoryItem,
  type CalendarCategoryUpdate,
  createCalendarCategoryRoute,
  updateCalendarCategoryRoute,
} from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { categoriesKeys } from '../../../common/api/get-categories';

/** Adds a category, or renames and recolours the one whose id is given (naming the version the screen loaded). */
export async function saveCategory(fields: CalendarCategoryCreate | CalendarCategoryUpdate, id?: string): Promise<CalendarCategoryItem> {
  const saved = id
    ? apiFetch(updateCalendarCategoryRoute, { params: { id }, body: fields })
    : apiFetch(createCalendarCategoryRoute, { body: fields });
  return (await saved).category;
}

/** A rename moves events to the new name, so the calendar's months are read again too. */
export function useSaveCategory(id?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: CalendarCategoryCreate | CalendarCategoryUpdate) => saveCategory(fields, id),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: categoriesKeys.all }), client.invalidateQueries({ queryKey: ['calendar'] })]),
  });
}

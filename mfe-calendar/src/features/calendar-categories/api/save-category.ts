import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CalendarCategoryResponseSchema,
  type CalendarCategoryCreate,
  type CalendarCategoryItem,
  type CalendarCategoryUpdate,
} from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { categoriesKeys } from '../../../common/api/get-categories';

/** Adds a category, or renames and recolours the one whose id is given (naming the version the screen loaded). */
export async function saveCategory(fields: CalendarCategoryCreate | CalendarCategoryUpdate, id?: string): Promise<CalendarCategoryItem> {
  const path = id ? `/api/calendar-categories/${encodeURIComponent(id)}` : '/api/calendar-categories';
  return (await apiFetch(path, CalendarCategoryResponseSchema, { method: id ? 'PATCH' : 'POST', body: fields })).category;
}

/** A rename moves events to the new name, so the calendar's months are read again too. */
export function useSaveCategory(id?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: CalendarCategoryCreate | CalendarCategoryUpdate) => saveCategory(fields, id),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: categoriesKeys.all }), client.invalidateQueries({ queryKey: ['calendar'] })]),
  });
}

import { useQuery, queryOptions } from '@tanstack/react-query';
import { type CalendarCategoryItem, CalendarCategoriesResponseSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

/** GET /api/calendar-categories: each category's colours (the calendar's chips and legend, the glance badges), retired ones too. */
export const categoriesKeys = { all: ['calendar', 'categories'] as const };

export async function getCategories(): Promise<CalendarCategoryItem[]> {
  return (await apiFetch('/api/calendar-categories', CalendarCategoriesResponseSchema)).categories;
}

export const categoriesQueryOptions = () => queryOptions({ queryKey: categoriesKeys.all, queryFn: getCategories, staleTime: 5 * 60_000 });

export const useCategories = () => useQuery(categoriesQueryOptions());

import { useQuery, queryOptions } from '@tanstack/react-query';
import type { CalendarCategoryItem } from '@greenroom/contracts';
import { getCalendarCategories } from '@greenroom/sdk';

/** GET /api/calendar-categories: each category's colours (the calendar's chips and legend, the glance badges), retired ones too. */
export const categoriesKeys = { all: ['calendar', 'categories'] as const };

export async function getCategories(): Promise<CalendarCategoryItem[]> {
  // The shared SDK reads it (the dashboard's card needs it too, and then loads no zod of the calendar's own).
  return getCalendarCategories();
}

export const categoriesQueryOptions = () => queryOptions({ queryKey: categoriesKeys.all, queryFn: getCategories, staleTime: 5 * 60_000 });

export const useCategories = () => useQuery(categoriesQueryOptions());

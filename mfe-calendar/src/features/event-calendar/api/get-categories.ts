import { useQuery } from '@tanstack/react-query';
import type { CalendarCategoriesResponse, CalendarCategory } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { calendarKeys } from './calendar-keys';

export async function getCategories(): Promise<CalendarCategory[]> {
  return (await apiFetch<CalendarCategoriesResponse>('/api/calendar-categories')).categories;
}

export function useCategories() {
  return useQuery({ queryKey: calendarKeys.categories, queryFn: getCategories, staleTime: 5 * 60_000 });
}

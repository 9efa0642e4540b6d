import { useQuery } from '@tanstack/react-query';
import type { CalendarCategoriesResponse, CalendarCategory } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

async function getCategories(): Promise<CalendarCategory[]> {
  try {
    return (await apiFetch<CalendarCategoriesResponse>('/api/calendar-categories')).categories;
  } catch {
    // Without the list the badges fall back to the spec's default and derived colours.
    return [];
  }
}

export function useGlanceCategories() {
  return useQuery({ queryKey: ['calendar', 'glance-categories'], queryFn: getCategories, staleTime: 5 * 60_000 });
}

import { useQuery } from '@tanstack/react-query';
import type { CalendarEventRecord, CalendarEventResponse } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { calendarKeys } from './calendar-keys';

export async function getCalendarEvent(id: string): Promise<CalendarEventRecord> {
  return (await apiFetch<CalendarEventResponse>(`/api/calendar-data/${encodeURIComponent(id)}`)).record;
}

/** The event /edit-event?id= opens; disabled without an id. */
export function useCalendarEvent(id: string | null) {
  return useQuery({ queryKey: [...calendarKeys.events, 'one', id], queryFn: () => getCalendarEvent(id ?? ''), enabled: id !== null, staleTime: Infinity });
}

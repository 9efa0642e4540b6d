import { useQuery } from '@tanstack/react-query';
import { type CalendarEventRecord, calendarEventRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { withEventDefaults } from '../../../common/event-defaults';
import { calendarKeys } from './calendar-keys';

export async function getCalendarEvent(id: string): Promise<CalendarEventRecord> {
  const { record } = await apiFetch(calendarEventRoute, { params: { id } });
  return { ...record, fields: withEventDefaults(record.fields) };
}

/** The event /edit-event?id= opens; disabled without an id. */
export function useCalendarEvent(id: string | null) {
  return useQuery({
    queryKey: [...calendarKeys.events, 'one', id],
    queryFn: () => getCalendarEvent(id ?? ''),
    enabled: id !== null,
    staleTime: Infinity,
  });
}

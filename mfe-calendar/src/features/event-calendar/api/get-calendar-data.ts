import { useQuery } from '@tanstack/react-query';
import { calendarDataRoute, type CalendarEventRecord } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { withEventDefaults } from '../../../common/event-defaults';
import { calendarKeys } from './calendar-keys';

export async function getCalendarData(from: Date, to: Date): Promise<CalendarEventRecord[]> {
  const { records } = await apiFetch(calendarDataRoute, { query: { from: from.toISOString(), to: to.toISOString() } });
  return records.map((record) => ({ ...record, fields: withEventDefaults(record.fields) }));
}

/** docs/spec-summary.md §2.4: categories first, then events; `enabled` holds the events back until the categories settle. */
export function useCalendarData(from: Date, to: Date, enabled: boolean) {
  return useQuery({
    queryKey: calendarKeys.month(from, to),
    queryFn: () => getCalendarData(from, to),
    enabled,
    placeholderData: (previous) => previous,
  });
}

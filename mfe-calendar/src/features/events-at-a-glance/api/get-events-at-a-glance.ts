import { useQuery } from '@tanstack/react-query';
import { GLANCE_DAYS_OUT, GLANCE_LIMIT, type GlanceEvent, GlanceResponseSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { withEventDefaults } from '../../../common/event-defaults';

/** Under the calendar's events key, so adding or editing an event refreshes the card too. */
export const glanceKey = ['calendar', 'events', 'glance'] as const;

export async function getEventsAtAGlance(): Promise<GlanceEvent[]> {
  try {
    const { records } = await apiFetch(
      `/membership/calendar/events-at-a-glance?daysOut=${GLANCE_DAYS_OUT}&limit=${GLANCE_LIMIT}`,
      GlanceResponseSchema,
    );
    return records.map(withEventDefaults);
  } catch (error) {
    // docs/spec-summary.md §2.8: a failed fetch is only logged; the card then says there is nothing upcoming.
    console.error('Events At A Glance could not be loaded', error);
    return [];
  }
}

export function useEventsAtAGlance() {
  return useQuery({ queryKey: glanceKey, queryFn: getEventsAtAGlance });
}

import { useQuery } from '@tanstack/react-query';
import type { GlanceEvent } from '@greenroom/contracts';
import { getGlanceEvents } from '@greenroom/sdk';
import { withEventDefaults } from '../../../common/event-defaults';

/** Under the calendar's events key, so adding or editing an event refreshes the card too. */
export const glanceKey = ['calendar', 'events', 'glance'] as const;

export async function getEventsAtAGlance(): Promise<GlanceEvent[]> {
  try {
    // Read through the shared SDK, whose zod checks it: the dashboard loads no zod of the calendar's own.
    return (await getGlanceEvents()).map(withEventDefaults);
  } catch (error) {
    // docs/spec-summary.md §2.8: a failed fetch is only logged; the card then says there is nothing upcoming.
    console.error('Events At A Glance could not be loaded', error);
    return [];
  }
}

export function useEventsAtAGlance() {
  return useQuery({ queryKey: glanceKey, queryFn: getEventsAtAGlance });
}

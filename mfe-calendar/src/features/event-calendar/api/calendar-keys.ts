/** Query keys of this feature; writes invalidate `calendarKeys.events` so every loaded month reloads. */
export const calendarKeys = {
  events: ['calendar', 'events'] as const,
  month: (from: Date, to: Date) => ['calendar', 'events', from.toISOString(), to.toISOString()] as const,
};

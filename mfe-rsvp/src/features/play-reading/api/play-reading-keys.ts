export const playReadingKeys = {
  events: ['play-reading-events'] as const,
  /** Under `events`, so a save or a cancel that refreshes the members' list refreshes the office's too. */
  managedLists: ['play-reading-events', 'managed'] as const,
  managed: (past: boolean) => ['play-reading-events', 'managed', past] as const,
  status: (eventId: string) => ['play-reading-status', eventId] as const,
  attendees: (eventId: string) => ['play-reading-attendees', eventId] as const,
};

export const playReadingKeys = {
  events: ['play-reading-events'] as const,
  status: (eventId: string) => ['play-reading-status', eventId] as const,
  attendees: (eventId: string) => ['play-reading-attendees', eventId] as const,
};

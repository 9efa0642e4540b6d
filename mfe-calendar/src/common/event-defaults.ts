/** docs/spec-summary.md §2.3: an event read without a title or category shows 'Untitled Event' in the 'Default' category. */
export function withEventDefaults<Event extends { Title: string; Category: string }>(event: Event): Event {
  return { ...event, Title: event.Title?.trim() || 'Untitled Event', Category: event.Category?.trim() || 'Default' };
}

import type { PreviewEvent } from '@greenroom/contracts';
import { escapeHtml } from '../merge-tags';

/** The portal's pages a digest links to: the calendar, one event on it. */
export function calendarUrl(portalUrl: string, eventId?: string): string {
  return `${portalUrl}/event-calendar${eventId ? `?event=${encodeURIComponent(eventId)}` : ''}`;
}

/** "Rehearsal (Rehearsal)" says nothing twice: the category only when it adds something to the title. */
function categoryNote(event: PreviewEvent): string {
  const same = event.Title.trim().toLowerCase() === event.Category.trim().toLowerCase();
  return same || event.Category.trim() === '' ? '' : ` (${escapeHtml(event.Category)})`;
}

function when(event: PreviewEvent): string {
  return event.EndTime ? `${escapeHtml(event.StartTime)} to ${escapeHtml(event.EndTime)}` : escapeHtml(event.StartTime);
}

/** A digest's body: each event linked to its page on the calendar, start and end, then a link to the whole calendar. */
export function digestBody(heading: string, events: PreviewEvent[], portalUrl: string): string {
  const items = events
    .map(
      (event) =>
        `<li style="margin-bottom: 12px"><a href="${escapeHtml(calendarUrl(portalUrl, event.ID))}"><strong>${escapeHtml(event.Title)}</strong></a>${categoryNote(event)}<br>${when(event)}${event.Location ? ` at ${escapeHtml(event.Location)}` : ''}${event.Description ? `<br><em>${escapeHtml(event.Description)}</em>` : ''}</li>`,
    )
    .join('');
  const list = events.length ? `<ul>${items}</ul>` : '<p>No events are scheduled.</p>';
  return `<p>Dear {{First_Name}},</p><h2>${escapeHtml(heading)}</h2>${list}<p>See the full <a href="${escapeHtml(calendarUrl(portalUrl))}">Event Calendar</a> in the members portal.</p>`;
}

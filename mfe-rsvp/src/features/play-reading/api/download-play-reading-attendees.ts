import { playReadingAttendeesCsvRoute } from '@greenroom/contracts';
import { apiFetch, CSV_TYPE, saveFile } from '@greenroom/sdk';

/** Admins and Leaders: one reading's attendee list as a CSV download. */
export async function downloadPlayReadingAttendees(eventId: string, title: string): Promise<void> {
  const csv = await apiFetch(playReadingAttendeesCsvRoute, { query: { eventId } });
  saveFile(`${title.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}-attendees.csv`, csv, CSV_TYPE);
}

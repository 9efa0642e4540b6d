import { apiFetch } from '@greenroom/sdk';
import { saveCsv } from '../../../lib/save-csv';

/** Admins and Leaders: one reading's attendee list as a CSV download. */
export async function downloadPlayReadingAttendees(eventId: string, title: string): Promise<void> {
  const csv = await apiFetch<string>(`/api/membership/play-reading-attendees.csv?${new URLSearchParams({ eventId })}`);
  saveCsv(`${title.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}-attendees.csv`, csv);
}

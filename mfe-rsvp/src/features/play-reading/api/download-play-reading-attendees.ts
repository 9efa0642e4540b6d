import { TextResponseSchema } from '@greenroom/contracts';
import { apiFetch, CSV_TYPE, saveFile } from '@greenroom/sdk';

/** Admins and Leaders: one reading's attendee list as a CSV download. */
export async function downloadPlayReadingAttendees(eventId: string, title: string): Promise<void> {
  const csv = await apiFetch(`/api/membership/play-reading-attendees.csv?${new URLSearchParams({ eventId })}`, TextResponseSchema);
  saveFile(`${title.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}-attendees.csv`, csv, CSV_TYPE);
}

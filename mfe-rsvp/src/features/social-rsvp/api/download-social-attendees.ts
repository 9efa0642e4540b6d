import type { RsvpEventKey } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { saveCsv } from '../../../lib/save-csv';

/** Admins only: the attendee list as a CSV download. */
export async function downloadSocialAttendees(key: RsvpEventKey): Promise<void> {
  saveCsv(`${key}-attendees.csv`, await apiFetch<string>(`/api/rsvp-events/${key}/attendees.csv`));
}

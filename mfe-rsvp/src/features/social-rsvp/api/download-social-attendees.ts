import { type RsvpEventKey, rsvpAttendeesCsvRoute } from '@greenroom/contracts';
import { apiFetch, CSV_TYPE, saveFile } from '@greenroom/sdk';

/** Admins only: the attendee list as a CSV download. */
export async function downloadSocialAttendees(key: RsvpEventKey): Promise<void> {
  saveFile(`${key}-attendees.csv`, await apiFetch(rsvpAttendeesCsvRoute, { params: { key } }), CSV_TYPE);
}

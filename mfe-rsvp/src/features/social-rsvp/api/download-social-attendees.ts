import { type RsvpEventKey, TextResponseSchema } from '@greenroom/contracts';
import { apiFetch, CSV_TYPE, saveFile } from '@greenroom/sdk';

/** Admins only: the attendee list as a CSV download. */
export async function downloadSocialAttendees(key: RsvpEventKey): Promise<void> {
  saveFile(`${key}-attendees.csv`, await apiFetch(`/api/rsvp-events/${key}/attendees.csv`, TextResponseSchema), CSV_TYPE);
}

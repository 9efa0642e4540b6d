import { type RsvpEventKey, TextResponseSchema } from '@greenroom/contracts';
import { apiFetch, CSV_TYPE, saveFile } from '@greenroom/sdk';

/** Admins only: one season's attendee list as a CSV download, as for the current season. */
export async function downloadSeasonAttendees(key: RsvpEventKey, season: number): Promise<void> {
  saveFile(`${key}-${season}-attendees.csv`, await apiFetch(`/api/rsvp-events/${key}/seasons/${season}/attendees.csv`, TextResponseSchema), CSV_TYPE);
}

import { type RsvpEventKey, seasonAttendeesCsvRoute } from '@greenroom/contracts';
import { apiFetch, CSV_TYPE, saveFile } from '@greenroom/sdk';

/** Admins only: one season's attendee list as a CSV download, as for the current season. */
export async function downloadSeasonAttendees(key: RsvpEventKey, season: number): Promise<void> {
  saveFile(`${key}-${season}-attendees.csv`, await apiFetch(seasonAttendeesCsvRoute, { params: { key, season } }), CSV_TYPE);
}

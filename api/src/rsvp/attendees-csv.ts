import type { Attendee } from '@greenroom/contracts';
import { stringify } from 'csv-stringify/sync';

/** The attendee export: one header line, then one member per line, in the list's order. */
export function attendeesCsv(attendees: Attendee[]): string {
  return stringify(
    attendees.map((attendee) => [attendee.Last_Name, attendee.First_Name, attendee.Email]),
    { header: true, columns: ['Last Name', 'First Name', 'Email'] },
  );
}

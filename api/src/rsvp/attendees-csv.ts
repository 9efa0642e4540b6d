import type { Attendee } from '@greenroom/contracts';
import { csvText } from '../common/csv/csv-writer';

/** The attendee export of socials and play readings: one header line, then one member per line, in the list's order. */
export function attendeesCsv(attendees: Attendee[]): string {
  return csvText(
    ['Last Name', 'First Name', 'Email'],
    attendees.map((attendee) => [attendee.Last_Name, attendee.First_Name, attendee.Email]),
  );
}

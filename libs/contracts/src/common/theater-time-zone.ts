/**
 * The theater and its members are in Florida: its days (RSVP windows, the member log's "today", digest schedules)
 * and the seeded events' wall-clock times are read in this zone.
 */
export const THEATER_TIME_ZONE = 'America/New_York';

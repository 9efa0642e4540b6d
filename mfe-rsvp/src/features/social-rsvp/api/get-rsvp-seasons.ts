import { useQuery } from '@tanstack/react-query';
import { type Attendee, type RsvpEventKey, type RsvpSeason, rsvpSeasonsRoute, seasonAttendeesRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { rsvpKeys } from './rsvp-keys';

export async function getRsvpSeasons(key: RsvpEventKey): Promise<RsvpSeason[]> {
  return (await apiFetch(rsvpSeasonsRoute, { params: { key } })).seasons;
}

/** Every season of a social, newest (the current one) first. */
export function useRsvpSeasons(key: RsvpEventKey) {
  return useQuery({ queryKey: rsvpKeys.seasons(key), queryFn: () => getRsvpSeasons(key) });
}

export async function getSeasonAttendees(key: RsvpEventKey, season: number): Promise<Attendee[]> {
  return (await apiFetch(seasonAttendeesRoute, { params: { key, season } })).attendees;
}

/** One earlier season's attendees, read when the admin opens that season's list. */
export function useSeasonAttendees(key: RsvpEventKey, season: number, enabled: boolean) {
  return useQuery({ queryKey: rsvpKeys.seasonAttendees(key, season), queryFn: () => getSeasonAttendees(key, season), enabled, retry: false });
}

import { type MemberLogEntry, MemberLogResponseSchema } from '@greenroom/contracts';
import { apiFetch, theaterTimeZone } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export interface LogRange {
  startDate: string;
  endDate: string;
}

/** Spec 02 §8: a failed fetch or an answer that is not an array empties the list. */
export async function getMemberLog(range: LogRange): Promise<MemberLogEntry[]> {
  try {
    // Days are the theater's: the server reads them in the zone named here.
    const query = new URLSearchParams({ ...range, tz: theaterTimeZone() });
    return await apiFetch(`/api/membership/member-log?${query.toString()}`, MemberLogResponseSchema);
  } catch (error) {
    console.error('Failed to load the member log', error);
    return [];
  }
}

export function useMemberLog(range: LogRange) {
  return useQuery({ queryKey: ['members', 'member-log', range], queryFn: () => getMemberLog(range), retry: false });
}

import { MEMBER_LOG_TYPES, type MemberLogEntry, type MemberLogType, memberLogRoute } from '@greenroom/contracts';
import { apiFetch, theaterTimeZone } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export interface LogRange {
  startDate: string;
  endDate: string;
}

/** 'All' or one of the report's entry types. */
export type LogTypeChoice = MemberLogType | 'All';

/** docs/spec-summary.md §2.8: a failed fetch or an answer that is not an array empties the list. */
/** `member`: part of a member's name or e-mail; blank shows everyone's entries. */
export async function getMemberLog(range: LogRange, type: LogTypeChoice = 'All', member = ''): Promise<MemberLogEntry[]> {
  try {
    // Days are the theater's: the server reads them in the zone named here.
    const query = {
      ...range,
      tz: theaterTimeZone(),
      actionTypes: type === 'All' ? undefined : MEMBER_LOG_TYPES[type],
      member: member.trim() || undefined,
    };
    return await apiFetch(memberLogRoute, { query });
  } catch (error) {
    console.error('Failed to load the member log', error);
    return [];
  }
}

export function useMemberLog(range: LogRange, type: LogTypeChoice = 'All', member = '') {
  return useQuery({
    queryKey: ['members', 'member-log', range, type, member.trim()],
    queryFn: () => getMemberLog(range, type, member),
    retry: false,
  });
}

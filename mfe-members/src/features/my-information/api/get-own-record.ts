import { myMemberRecordRoute } from '@greenroom/contracts';
import { apiFetch, type Session } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export const ownRecordKey = (email: string | null) => ['members', 'own-record', email];

export const getOwnRecord = (email: string) => apiFetch(myMemberRecordRoute, { body: { email } });

/** Shown at once from the session's cached copy, then refreshed from the server (docs/spec-summary.md §1.4). */
export function useOwnRecord(session: Session) {
  return useQuery({
    queryKey: ownRecordKey(session.email),
    queryFn: async () => (await getOwnRecord(session.email ?? '')).member,
    enabled: session.email !== null,
    initialData: session.member ?? undefined,
    initialDataUpdatedAt: 0,
    retry: false,
  });
}

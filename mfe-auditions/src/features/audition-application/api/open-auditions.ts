import { useQuery } from '@tanstack/react-query';
import { AUDITION_TITLE, calendarDataRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { getShows } from '../../../common/api/get-shows';
import { groupAuditions } from '../audition-groups';

export const OPEN_AUDITIONS_KEY = ['auditions', 'open'] as const;

/** Names of retired shows; when the list cannot be read every show is offered (the server refuses a retired one anyway). */
async function retiredShowNames(): Promise<Set<string>> {
  try {
    return new Set((await getShows()).filter((show) => show.retired).map((show) => show.name));
  } catch {
    return new Set();
  }
}

/**
 * The calendar's Audition records from now on, less those of retired shows; only dates still to come can be
 * chosen (the server refuses the others).
 */
export async function fetchOpenAuditions(now = new Date()) {
  const filter = JSON.stringify({ Title: [AUDITION_TITLE] });
  const [response, retired] = await Promise.all([apiFetch(calendarDataRoute, { query: { filter, from: now.toISOString() } }), retiredShowNames()]);
  return groupAuditions(
    response.records.filter((record) => record.fields.StartDateTime > now.getTime() / 1000 && !retired.has(record.fields.Category)),
  );
}

export const useOpenAuditions = () => useQuery({ queryKey: OPEN_AUDITIONS_KEY, queryFn: () => fetchOpenAuditions(), retry: false });

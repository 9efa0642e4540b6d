import { useQuery } from '@tanstack/react-query';
import { AUDITION_TITLE, CalendarDataResponseSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { groupAuditions } from '../audition-groups';

export const OPEN_AUDITIONS_KEY = ['auditions', 'open'] as const;

/** The calendar's Audition records from now on; only dates still to come can be chosen (the server refuses the others). */
export async function fetchOpenAuditions(now = new Date()) {
  const filter = encodeURIComponent(JSON.stringify({ Title: [AUDITION_TITLE] }));
  const response = await apiFetch(`/api/calendar-data?filter=${filter}&from=${encodeURIComponent(now.toISOString())}`, CalendarDataResponseSchema);
  return groupAuditions(response.records.filter((record) => record.fields.StartDateTime > now.getTime() / 1000));
}

export const useOpenAuditions = () => useQuery({ queryKey: OPEN_AUDITIONS_KEY, queryFn: () => fetchOpenAuditions(), retry: false });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CalendarSeriesResponse, createCalendarSeriesRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { calendarKeys } from './calendar-keys';
import type { CreateEventBody } from './create-event';

export interface CreateSeriesBody extends Omit<CreateEventBody, 'StartDateTime' | 'EndDateTime'> {
  Occurrences: { StartDateTime: string; EndDateTime: string | null }[];
}

/** All dates of a repeating event in one request: the server creates them all or none. */
export function createSeries(body: CreateSeriesBody): Promise<CalendarSeriesResponse> {
  return apiFetch(createCalendarSeriesRoute, { body });
}

export function useCreateSeries() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createSeries, onSuccess: () => client.invalidateQueries({ queryKey: calendarKeys.events }) });
}

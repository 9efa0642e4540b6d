import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CalendarDeleteResponse, deleteCalendarEventRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { calendarKeys } from './calendar-keys';

export interface DeleteEventInput {
  id: string;
  wholeSeries: boolean;
}

export function deleteEvent({ id, wholeSeries }: DeleteEventInput): Promise<CalendarDeleteResponse> {
  return apiFetch(deleteCalendarEventRoute, { params: { id }, query: { scope: wholeSeries ? 'series' : undefined } });
}

export function useDeleteEvent() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteEvent, onSuccess: () => client.invalidateQueries({ queryKey: calendarKeys.events }) });
}

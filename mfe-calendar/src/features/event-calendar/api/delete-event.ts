import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CalendarDeleteResponse, CalendarDeleteResponseSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { calendarKeys } from './calendar-keys';

export interface DeleteEventInput {
  id: string;
  wholeSeries: boolean;
}

export function deleteEvent({ id, wholeSeries }: DeleteEventInput): Promise<CalendarDeleteResponse> {
  return apiFetch(`/api/calendar-data/${encodeURIComponent(id)}${wholeSeries ? '?scope=series' : ''}`, CalendarDeleteResponseSchema, {
    method: 'DELETE',
  });
}

export function useDeleteEvent() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteEvent, onSuccess: () => client.invalidateQueries({ queryKey: calendarKeys.events }) });
}

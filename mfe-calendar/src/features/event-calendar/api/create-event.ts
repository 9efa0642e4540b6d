import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CalendarEventResponse, createCalendarEventRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { calendarKeys } from './calendar-keys';

/** The spec's body: times as ISO strings. */
export interface CreateEventBody {
  Title: string;
  Category: string;
  StartDateTime: string;
  EndDateTime: string | null;
  IsAllDay: boolean;
  Location: string;
  Details: string;
}

export function createEvent(body: CreateEventBody): Promise<CalendarEventResponse> {
  return apiFetch(createCalendarEventRoute, { body });
}

export function useCreateEvent() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createEvent, onSuccess: () => client.invalidateQueries({ queryKey: calendarKeys.events }) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CalendarEventResponse, updateCalendarEventRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { calendarKeys } from './calendar-keys';

/** The spec's PATCH body: times in Unix seconds. */
export interface UpdateEventBody {
  id: string;
  Title: string;
  Category: string;
  IsAllDay: boolean;
  StartDateTime: number;
  EndDateTime: number | null;
  Location: string;
  Details: string;
  /** The version the dialog loaded: a save over someone else's newer one is refused (409). */
  version: number;
}

export interface UpdateEventInput {
  body: UpdateEventBody;
  wholeSeries: boolean;
}

export function updateEvent({ body, wholeSeries }: UpdateEventInput): Promise<CalendarEventResponse> {
  return apiFetch(updateCalendarEventRoute, { params: { id: body.id }, query: { scope: wholeSeries ? 'series' : undefined }, body });
}

export function useUpdateEvent() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateEvent, onSuccess: () => client.invalidateQueries({ queryKey: calendarKeys.events }) });
}

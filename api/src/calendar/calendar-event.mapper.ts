import type { CalendarEventRecord, GlanceEvent } from '@greenroom/contracts';
import type { CalendarEventEntity } from './entities/calendar-event.entity';

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The spec's record envelope, times in Unix seconds. */
export function toCalendarRecord(event: CalendarEventEntity): CalendarEventRecord {
  return {
    id: event.id,
    fields: {
      Title: event.title,
      Category: event.category,
      StartDateTime: unixSeconds(event.startAt),
      EndDateTime: event.endAt ? unixSeconds(event.endAt) : null,
      IsAllDay: event.isAllDay,
      Location: event.location,
      Details: event.details,
      SeriesId: event.seriesId,
      version: event.version,
    },
  };
}

export function toGlanceEvent({ id, fields }: CalendarEventRecord): GlanceEvent {
  return {
    id,
    StartDateTime: fields.StartDateTime,
    EndDateTime: fields.EndDateTime,
    Title: fields.Title,
    Category: fields.Category,
    Location: fields.Location,
    Details: fields.Details,
    ...(fields.Page && { Page: fields.Page }),
  };
}

import type { PlayReadingEvent } from '@greenroom/contracts';
import { longWeekdayDate } from '../rsvp/rsvp.service';
import type { PlayReadingEventEntity } from './entities/play-reading-event.entity';

export function toPlayReadingEvent(entity: PlayReadingEventEntity): PlayReadingEvent {
  return {
    Event_ID: entity.id,
    Title: entity.title,
    Start_Date: entity.startDate,
    End_Date: entity.endDate,
    Start_Time: entity.startTime,
    End_Time: entity.endTime,
    Location: entity.location,
    Address: entity.address,
    Description: entity.description,
    version: entity.version,
  };
}

/** The reading's date, time and place, one line each, as the e-mails show them. */
export function playReadingLines(event: PlayReadingEventEntity): string[] {
  const time = [event.startTime, event.endTime].filter(Boolean).join(' - ');
  return [longWeekdayDate(event.startDate), time, [event.location, event.address].filter(Boolean).join(', ')].filter(Boolean);
}

import { formatCalendarDay, formatClockTimeRange, type PlayReadingEvent } from '@greenroom/contracts';
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

/** The reading's date, time and place, one line each, written as its page writes them ("2:00 PM - 4:00 PM"). */
export function playReadingLines(event: PlayReadingEventEntity): string[] {
  const days =
    event.endDate && event.endDate !== event.startDate
      ? `${formatCalendarDay(event.startDate)} to ${formatCalendarDay(event.endDate)}`
      : formatCalendarDay(event.startDate);
  const time = formatClockTimeRange(event.startTime, event.endTime);
  return [days, time, [event.location, event.address].filter(Boolean).join(', ')].filter(Boolean);
}

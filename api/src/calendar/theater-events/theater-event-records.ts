import {
  THEATER_EVENT_CATEGORIES,
  readTimeRange,
  theaterWallClockToInstant,
  type CalendarEventRecord,
  type TheaterEventPage,
} from '@greenroom/contracts';
import type { PlayReadingEventEntity } from '../../play-reading/entities/play-reading-event.entity';
import type { RsvpEventEntity } from '../../rsvp/entities/rsvp-event.entity';

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const CLOCK = /^(\d{1,2}):(\d{2})$/;

/** A stored time ('14:00', or free text such as '2:00 PM') as 24-hour HH:MM, or null. */
function clockTime(text: string | null): string | null {
  if (!text) return null;
  return CLOCK.test(text.trim()) ? text.trim() : (readTimeRange(text)?.start ?? null);
}

function at(day: string, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  return theaterWallClockToInstant(day, hours, minutes);
}

interface Times {
  firstDay: string;
  lastDay: string;
  start: string | null;
  end: string | null;
}

/** Timed from the theater's wall-clock times; a day's event (from the first day's midnight to the last day's 23:59) without a start. */
function calendarTimes({ firstDay, lastDay, start, end }: Times) {
  if (!start) return { StartDateTime: unixSeconds(at(firstDay, '00:00')), EndDateTime: unixSeconds(at(lastDay, '23:59')), IsAllDay: true };
  const startAt = at(firstDay, start);
  // No end named: the calendar's rule for a timed event without one, an hour.
  const endAt = end ? at(lastDay, end) : new Date(startAt.getTime() + 3_600_000);
  return { StartDateTime: unixSeconds(startAt), EndDateTime: unixSeconds(endAt > startAt ? endAt : startAt), IsAllDay: false };
}

function record(
  id: string,
  Title: string,
  page: TheaterEventPage,
  times: Times,
  Location: string | null,
  Details: string | null,
): CalendarEventRecord {
  return {
    id,
    fields: {
      Title,
      Category: THEATER_EVENT_CATEGORIES[page.kind],
      ...calendarTimes(times),
      Location,
      Details,
      SeriesId: null,
      version: 0,
      Page: page,
    },
  };
}

/** A social on the calendar: its time read from the page's own time text ("2:00 PM to 4:30 PM"). */
export function rsvpEventRecord(event: RsvpEventEntity): CalendarEventRecord {
  const time = readTimeRange(event.timeText);
  return record(
    `rsvp-event-${event.id}`,
    event.title,
    { kind: 'rsvp-event', path: `/${event.key}` },
    { firstDay: event.eventDate, lastDay: event.eventDate, start: time?.start ?? null, end: time?.end ?? null },
    event.location,
    event.details || null,
  );
}

export function playReadingRecord(event: PlayReadingEventEntity): CalendarEventRecord {
  return record(
    `play-reading-${event.id}`,
    event.title,
    { kind: 'play-reading', path: '/play-reading' },
    { firstDay: event.startDate, lastDay: event.endDate ?? event.startDate, start: clockTime(event.startTime), end: clockTime(event.endTime) },
    [event.location, event.address].filter(Boolean).join(', ') || null,
    event.description,
  );
}

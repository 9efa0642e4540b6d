import { Injectable } from '@nestjs/common';
import { theaterCalendarDay, type CalendarDataQuery, type CalendarEventRecord } from '@greenroom/contracts';
import { playReadingRecord, rsvpEventRecord } from './theater-event-records';
import { TheaterEventsRepository } from './theater-events.repository';

const DAY_MS = 86_400_000;

/** The theater's own events (socials and play readings) as calendar records: read-only, each linked to its page. */
@Injectable()
export class TheaterEventsCalendar {
  constructor(private readonly events: TheaterEventsRepository) {}

  /** Those overlapping `from`-`to`; the theater days are widened by one each way, then the instants decide. */
  async overlapping(from: Date, to: Date): Promise<CalendarEventRecord[]> {
    const [firstDay, lastDay] = [theaterCalendarDay(new Date(from.getTime() - DAY_MS)), theaterCalendarDay(new Date(to.getTime() + DAY_MS))];
    const [socials, readings] = await Promise.all([this.events.rsvpEvents(firstDay, lastDay), this.events.playReadings(firstDay, lastDay)]);
    const [fromSeconds, toSeconds] = [from.getTime() / 1000, to.getTime() / 1000];
    return [...socials.map(rsvpEventRecord), ...readings.map(playReadingRecord)].filter(
      ({ fields }) => (fields.EndDateTime ?? fields.StartDateTime) >= fromSeconds && fields.StartDateTime < toSeconds,
    );
  }

  /** For GET /api/calendar-data: the same range and Title/Category filter as the calendar's own events. */
  async matching(query: CalendarDataQuery, now = new Date()): Promise<CalendarEventRecord[]> {
    // Without a range, a year either side (the calendar always sends one; the spec's calls may not).
    const from = query.from ?? new Date(now.getTime() - 366 * DAY_MS);
    const to = query.to ?? new Date(now.getTime() + 366 * DAY_MS);
    const { Title: titles, Category: categories } = query.filter ?? {};
    return (await this.overlapping(from, to)).filter(
      ({ fields }) => (!titles?.length || titles.includes(fields.Title)) && (!categories?.length || categories.includes(fields.Category)),
    );
  }
}

import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  CATEGORY_MESSAGES,
  type CalendarCategoryItem,
  type CalendarDataQuery,
  type CalendarEventCreate,
  type CalendarEventRecord,
  type CalendarEventUpdate,
  type CalendarScopeQuery,
  type CalendarSeriesCreate,
  type CalendarSeriesResponse,
  type GlanceEvent,
  type GlanceQuery,
  calendarTimesProblem,
} from '@greenroom/contracts';
import { randomUUID } from 'node:crypto';
import { differingLabels, staleVersion } from '../database/record-version';
import { Transactions } from '../database/transactions';
import { toCalendarRecord, toGlanceEvent } from './calendar-event.mapper';
import { CalendarEventsRepository } from './calendar-events.repository';
import { CalendarCategoriesRepository } from './categories/calendar-categories.repository';
import { toCategoryItem } from './categories/calendar-categories.service';
import type { CalendarEventEntity } from './entities/calendar-event.entity';
import { TheaterEventsCalendar } from './theater-events/theater-events-calendar';

/** Soonest first, then by title: the calendar's own events and the theater's events in one order. */
const byStart = (a: CalendarEventRecord, b: CalendarEventRecord) =>
  a.fields.StartDateTime - b.fields.StartDateTime || a.fields.Title.localeCompare(b.fields.Title);

export const EVENT_NOT_FOUND_MESSAGE = 'Event not found.';

type EventBody = Pick<CalendarEventCreate, 'Title' | 'Category' | 'IsAllDay' | 'Location' | 'Details'>;

@Injectable()
export class CalendarService {
  constructor(
    private readonly transactions: Transactions,
    private readonly events: CalendarEventsRepository,
    private readonly categories: CalendarCategoriesRepository,
    private readonly theaterEvents: TheaterEventsCalendar,
  ) {}

  /** In the office's order (Calendar Categories): the Add Event dialog starts on the first, so the office puts the usual one there. */
  async listCategories(): Promise<CalendarCategoryItem[]> {
    return (await this.categories.all()).map(toCategoryItem);
  }

  /** The calendar's own events and the theater's (socials, play readings), which are kept on their own screens. */
  async list(query: CalendarDataQuery): Promise<CalendarEventRecord[]> {
    const [own, theater] = await Promise.all([this.events.matching(query), this.theaterEvents.matching(query)]);
    return [...own.map(toCalendarRecord), ...theater].sort(byStart);
  }

  async findOne(id: string): Promise<CalendarEventRecord> {
    const event = await this.events.findById(id);
    if (!event) throw new NotFoundException(EVENT_NOT_FOUND_MESSAGE);
    return toCalendarRecord(event);
  }

  async glance(query: GlanceQuery, now = new Date()): Promise<GlanceEvent[]> {
    const until = new Date(now.getTime() + query.daysOut * 86_400_000);
    const [own, theater] = await Promise.all([this.events.upcoming(now, until, query.limit), this.theaterEvents.overlapping(now, until)]);
    return [...own.map(toCalendarRecord), ...theater].sort(byStart).slice(0, query.limit).map(toGlanceEvent);
  }

  async create(body: CalendarEventCreate): Promise<CalendarEventRecord> {
    await this.assertCategory(body.Category);
    const [saved] = await this.events.insert([{ ...columnsOf(body), startAt: body.StartDateTime, endAt: body.EndDateTime, seriesId: null }]);
    return toCalendarRecord(saved);
  }

  /** Every occurrence in one transaction: the series exists whole or not at all. */
  async createSeries(body: CalendarSeriesCreate): Promise<CalendarSeriesResponse> {
    const seriesId = randomUUID();
    const saved = await this.transactions.run(async () => {
      await this.assertCategory(body.Category);
      const rows = [...body.Occurrences]
        .sort((a, b) => a.StartDateTime.getTime() - b.StartDateTime.getTime())
        .map((times) => ({ ...columnsOf(body), startAt: times.StartDateTime, endAt: times.EndDateTime, seriesId }));
      return this.events.insert(rows);
    });
    return { seriesId, records: saved.map(toCalendarRecord) };
  }

  /**
   * With scope=series the texts and the all-day flag go to every event of the series, and each event's times
   * move by the same amount as this one's, so "every Tuesday 9-12" can become "every Tuesday 10-13".
   */
  async update(id: string, patch: CalendarEventUpdate, { scope }: CalendarScopeQuery): Promise<CalendarEventRecord> {
    return this.transactions.run(async () => {
      const event = await this.findOrFail(id);
      const body = withStoredFields(patch, event);
      const problem = calendarTimesProblem(body, body.IsAllDay);
      if (problem) throw new BadRequestException(problem);
      await this.assertCategory(body.Category, event.category);
      const startShift = body.StartDateTime.getTime() - event.startAt.getTime();
      const duration = body.EndDateTime ? body.EndDateTime.getTime() - body.StartDateTime.getTime() : null;
      const timesFrom = (startAt: Date) => ({ startAt, endAt: duration === null ? null : new Date(startAt.getTime() + duration) });
      // The opened event is written only at the version the organizer loaded (a series edit too: it is the one they saw).
      if (!(await this.events.updateAtVersion(event.id, patch.version, { ...columnsOf(body), ...timesFrom(body.StartDateTime) }))) {
        throw staleVersion(
          scope === 'series' ? 'series' : 'event',
          differingLabels({
            Title: [event.title, body.Title],
            Category: [event.category, body.Category],
            Start: [event.startAt, body.StartDateTime],
            End: [event.endAt, body.EndDateTime],
            'All Day': [event.isAllDay, body.IsAllDay],
            Location: [event.location, body.Location],
            Details: [event.details, body.Details],
          }),
        );
      }
      const siblings =
        scope === 'series' && event.seriesId ? (await this.events.inSeries(event.seriesId)).filter((sibling) => sibling.id !== event.id) : [];
      for (const sibling of siblings) Object.assign(sibling, columnsOf(body), timesFrom(new Date(sibling.startAt.getTime() + startShift)));
      await this.events.save(siblings);
      return toCalendarRecord(await this.findOrFail(event.id));
    });
  }

  async remove(id: string, { scope }: CalendarScopeQuery): Promise<number> {
    return this.transactions.run(async () => {
      const event = await this.findOrFail(id);
      if (scope === 'series' && event.seriesId) return this.events.deleteSeries(event.seriesId);
      await this.events.delete(event.id);
      return 1;
    });
  }

  private async findOrFail(id: string): Promise<CalendarEventEntity> {
    const event = await this.events.lock(id);
    if (!event) throw new NotFoundException(EVENT_NOT_FOUND_MESSAGE);
    return event;
  }

  /** A category must be one the calendar defines and has not retired; an event may keep the (perhaps since retired) one it has. */
  private async assertCategory(name: string, current?: string): Promise<void> {
    if (name === current) return;
    const category = await this.categories.byName(name);
    if (!category) throw new BadRequestException(`Unknown category: ${name}. Please choose a category from the list.`);
    if (category.retiredAt) throw new BadRequestException(CATEGORY_MESSAGES.retired(name));
  }
}

/** A patch completed with what is stored: a field not sent keeps its value. */
function withStoredFields(patch: CalendarEventUpdate, event: CalendarEventEntity): CalendarEventCreate {
  return {
    Title: patch.Title ?? event.title,
    Category: patch.Category ?? event.category,
    IsAllDay: patch.IsAllDay ?? event.isAllDay,
    Location: patch.Location === undefined ? event.location : patch.Location,
    Details: patch.Details === undefined ? event.details : patch.Details,
    StartDateTime: patch.StartDateTime ?? event.startAt,
    EndDateTime: patch.EndDateTime === undefined ? event.endAt : patch.EndDateTime,
  };
}

function columnsOf(body: EventBody): Pick<CalendarEventEntity, 'title' | 'category' | 'isAllDay' | 'location' | 'details'> {
  return { title: body.Title, category: body.Category, isAllDay: body.IsAllDay, location: body.Location, details: body.Details };
}

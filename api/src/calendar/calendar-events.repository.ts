import { Injectable } from '@nestjs/common';
import type { CalendarDataQuery } from '@greenroom/contracts';
import { Between } from 'typeorm';
import { updateAtVersion } from '../database/record-version';
import { Transactions } from '../database/transactions';
import { CalendarEventEntity } from './entities/calendar-event.entity';

export type NewCalendarEvent = Omit<CalendarEventEntity, 'id' | 'createdAt' | 'updatedAt' | 'version'>;

/** The calendar's events. An event without an end counts as ending when it starts. Every call joins the caller's transaction, if any. */
@Injectable()
export class CalendarEventsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get events() {
    return this.transactions.manager.getRepository(CalendarEventEntity);
  }

  /** Events matching the calendar's filter and range, by start then title. */
  matching(query: CalendarDataQuery): Promise<CalendarEventEntity[]> {
    const builder = this.events.createQueryBuilder('event').orderBy('event.start_at', 'ASC').addOrderBy('event.title', 'ASC');
    if (query.filter?.Title?.length) builder.andWhere('event.title IN (:...titles)', { titles: query.filter.Title });
    if (query.filter?.Category?.length) builder.andWhere('event.category IN (:...categories)', { categories: query.filter.Category });
    if (query.to) builder.andWhere('event.start_at < :to', { to: query.to });
    if (query.from) builder.andWhere('COALESCE(event.end_at, event.start_at) >= :from', { from: query.from });
    return builder.getMany();
  }

  /** At most `limit` events not over by `now` that start before `until`, soonest first. */
  upcoming(now: Date, until: Date, limit: number): Promise<CalendarEventEntity[]> {
    return this.events
      .createQueryBuilder('event')
      .where('COALESCE(event.end_at, event.start_at) >= :now', { now })
      .andWhere('event.start_at < :until', { until })
      .orderBy('event.start_at', 'ASC')
      .addOrderBy('event.title', 'ASC')
      .take(limit)
      .getMany();
  }

  /** Events starting between `from` and `to` (both included), soonest first: the feed's window. */
  startingBetween(from: Date, to: Date): Promise<CalendarEventEntity[]> {
    return this.events.find({ where: { startAt: Between(from, to) }, order: { startAt: 'ASC' } });
  }

  findById(id: string): Promise<CalendarEventEntity | null> {
    return this.events.findOne({ where: { id } });
  }

  /** The event, locked until the transaction ends (so two edits of one series do not interleave). */
  lock(id: string): Promise<CalendarEventEntity | null> {
    return this.events.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  inSeries(seriesId: string): Promise<CalendarEventEntity[]> {
    return this.events.find({ where: { seriesId } });
  }

  insert(rows: NewCalendarEvent[]): Promise<CalendarEventEntity[]> {
    return this.events.save(rows.map((row) => this.events.create(row)));
  }

  /** Writes the columns only while the event is still at `version`; false when another save came first. */
  updateAtVersion(id: string, version: number, columns: Partial<CalendarEventEntity>): Promise<boolean> {
    return updateAtVersion(this.transactions.manager, CalendarEventEntity, id, version, columns);
  }

  save(rows: CalendarEventEntity[]): Promise<CalendarEventEntity[]> {
    return this.events.save(rows);
  }

  async delete(id: string): Promise<void> {
    await this.events.delete({ id });
  }

  /** Answers how many events went. */
  async deleteSeries(seriesId: string): Promise<number> {
    return (await this.events.delete({ seriesId })).affected ?? 0;
  }

  /** Moves every event of one category to its new name. */
  async renameCategory(from: string, to: string): Promise<void> {
    await this.events.update({ category: from }, { category: to });
  }
}

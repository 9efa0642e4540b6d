import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { CalendarDataQuery } from '@greenroom/contracts';
import { Repository } from 'typeorm';
import { CalendarEventEntity } from './entities/calendar-event.entity';

/** The calendar's range reads. An event without an end counts as ending when it starts. */
@Injectable()
export class CalendarEventsRepository {
  constructor(@InjectRepository(CalendarEventEntity) private readonly events: Repository<CalendarEventEntity>) {}

  /** How many events each category has, for ordering the categories by use. */
  async countsByCategory(): Promise<Map<string, number>> {
    const rows = await this.events
      .createQueryBuilder('event')
      .select('event.category', 'category')
      .addSelect('count(*)::int', 'count')
      .groupBy('event.category')
      .getRawMany<{ category: string; count: number }>();
    return new Map(rows.map((row) => [row.category, row.count]));
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
}

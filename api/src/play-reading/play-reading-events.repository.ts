import { Injectable } from '@nestjs/common';
import { IsNull, Repository } from 'typeorm';
import { updateAtVersion } from '../database/record-version';
import { PlayReadingEventEntity } from './entities/play-reading-event.entity';
import { Transactions } from '../database/transactions';

@Injectable()
export class PlayReadingEventsRepository {
  constructor(private readonly transactions: Transactions) {}

  /** The transaction's, inside Transactions.run; the pool's outside it. */
  private get events(): Repository<PlayReadingEventEntity> {
    return this.transactions.manager.getRepository(PlayReadingEventEntity);
  }

  /** Readings still running on `from` (ISO day) or starting by `to`, soonest first; cancelled ones are left out. */
  between(from: string, to: string): Promise<PlayReadingEventEntity[]> {
    return this.events
      .createQueryBuilder('event')
      .where('COALESCE(event.endDate, event.startDate) >= :from', { from })
      .andWhere('event.startDate <= :to', { to })
      .andWhere('event.cancelledAt IS NULL')
      .orderBy('event.startDate', 'ASC')
      .addOrderBy('event.startTime', 'ASC')
      .addOrderBy('event.title', 'ASC')
      .getMany();
  }

  /** Readings not cancelled, soonest first: those still running on `from` (ISO day), or every one when `from` is null. */
  listFrom(from: string | null): Promise<PlayReadingEventEntity[]> {
    const builder = this.events.createQueryBuilder('event').where('event.cancelledAt IS NULL');
    if (from) builder.andWhere('COALESCE(event.endDate, event.startDate) >= :from', { from });
    return builder.orderBy('event.startDate', 'ASC').addOrderBy('event.startTime', 'ASC').addOrderBy('event.title', 'ASC').getMany();
  }

  findById(id: string): Promise<PlayReadingEventEntity | null> {
    return this.events.findOne({ where: { id } });
  }

  save(event: Omit<PlayReadingEventEntity, 'id' | 'version'> & Partial<Pick<PlayReadingEventEntity, 'id'>>): Promise<PlayReadingEventEntity> {
    return this.events.save(this.events.create(event));
  }

  /** Writes the columns only while the reading is still at `version`; false when another save came first. */
  updateAtVersion(id: string, version: number, columns: Partial<PlayReadingEventEntity>): Promise<boolean> {
    return updateAtVersion(this.events.manager, PlayReadingEventEntity, id, version, columns);
  }

  /** Marks a reading cancelled unless it already is; answers whether this call did it. */
  async markCancelled(id: string, at: Date): Promise<boolean> {
    const marked = await this.events.update({ id, cancelledAt: IsNull() }, { cancelledAt: at });
    return Boolean(marked.affected);
  }
}

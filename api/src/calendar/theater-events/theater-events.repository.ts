import { Injectable } from '@nestjs/common';
import { Transactions } from '../../database/transactions';
import { PlayReadingEventEntity } from '../../play-reading/entities/play-reading-event.entity';
import { RsvpEventEntity } from '../../rsvp/entities/rsvp-event.entity';

/** The socials (every season) and the play readings (not cancelled) on the theater days `from` to `to` (yyyy-mm-dd). */
@Injectable()
export class TheaterEventsRepository {
  constructor(private readonly transactions: Transactions) {}

  rsvpEvents(from: string, to: string): Promise<RsvpEventEntity[]> {
    return this.transactions.manager
      .getRepository(RsvpEventEntity)
      .createQueryBuilder('event')
      .where('event.eventDate BETWEEN :from AND :to', { from, to })
      .getMany();
  }

  playReadings(from: string, to: string): Promise<PlayReadingEventEntity[]> {
    return this.transactions.manager
      .getRepository(PlayReadingEventEntity)
      .createQueryBuilder('event')
      .where('COALESCE(event.endDate, event.startDate) >= :from', { from })
      .andWhere('event.startDate <= :to', { to })
      .andWhere('event.cancelledAt IS NULL')
      .getMany();
  }
}

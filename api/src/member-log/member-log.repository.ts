import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { MemberLogQuerySchema } from '@greenroom/contracts';
import { Repository } from 'typeorm';
import type { z } from 'zod';
import { AppConfig } from '../config/app-config';
import { Transactions } from '../database/transactions';
import { MemberLogEntryEntity } from './entities/member-log-entry.entity';

/** A report, not an export. */
const REPORT_ROWS = 5000;

export type NewMemberLogEntry = Pick<MemberLogEntryEntity, 'actionType' | 'loginResult' | 'email' | 'ipAddress' | 'memberId'> &
  Partial<Pick<MemberLogEntryEntity, 'changedBy' | 'changes'>>;

@Injectable()
export class MemberLogRepository {
  constructor(
    @InjectRepository(MemberLogEntryEntity) private readonly entries: Repository<MemberLogEntryEntity>,
    private readonly config: AppConfig,
    private readonly transactions: Transactions,
  ) {}

  /** Inside Transactions.run the entry commits or rolls back with the caller's change. */
  async insert(entry: NewMemberLogEntry): Promise<void> {
    const repository = this.transactions.manager.getRepository(MemberLogEntryEntity);
    await repository.insert(entry);
  }

  /** Entries of the calendar days from startDate to endDate (both inclusive) in the query's time zone (the theater's by default), newest first. */
  search(query: z.output<typeof MemberLogQuerySchema>): Promise<MemberLogEntryEntity[]> {
    const builder = this.entries
      .createQueryBuilder('entry')
      .where(`entry.timestamp >= (:startDate::date)::timestamp AT TIME ZONE :zone`, {
        startDate: query.startDate,
        zone: query.tz ?? this.config.theaterTimeZone,
      })
      .andWhere(`entry.timestamp < ((:endDate::date + 1)::timestamp AT TIME ZONE :zone)`, { endDate: query.endDate })
      .orderBy('entry.timestamp', 'DESC')
      .addOrderBy('entry.id', 'DESC')
      .limit(REPORT_ROWS);
    if (query.actionTypes?.length) builder.andWhere('entry.actionType IN (:...actionTypes)', { actionTypes: query.actionTypes });
    if (query.loginResults?.length) builder.andWhere('entry.loginResult IN (:...loginResults)', { loginResults: query.loginResults });
    if (query.email) builder.andWhere('lower(entry.email) = :email', { email: query.email });
    return builder.getMany();
  }
}

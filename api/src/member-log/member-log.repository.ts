import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { MemberLogQuerySchema } from '@greenroom/contracts';
import { EntityManager, Repository } from 'typeorm';
import type { z } from 'zod';
import { Transactions } from '../database/transactions';
import { MailSettings } from '../mail/mail-settings';
import { MemberLogEntryEntity } from './entities/member-log-entry.entity';

/** A report, not an export. */
const REPORT_ROWS = 5000;

export type NewMemberLogEntry = Pick<MemberLogEntryEntity, 'actionType' | 'loginResult' | 'email' | 'ipAddress' | 'memberId'> &
  Partial<Pick<MemberLogEntryEntity, 'changedBy' | 'changes'>>;

@Injectable()
export class MemberLogRepository {
  constructor(
    @InjectRepository(MemberLogEntryEntity) private readonly entries: Repository<MemberLogEntryEntity>,
    private readonly settings: MailSettings,
    private readonly transactions: Transactions,
  ) {}

  /** Written in the caller's transaction: the one passed as `manager`, else the one of Transactions.run, if any. */
  async insert(entry: NewMemberLogEntry, manager?: EntityManager): Promise<void> {
    await (manager ?? this.transactions.manager).getRepository(MemberLogEntryEntity).insert(entry);
  }

  /** Entries of the calendar days from startDate to endDate (both inclusive) in the query's time zone (the theater's by default), newest first. */
  search(query: z.output<typeof MemberLogQuerySchema>): Promise<MemberLogEntryEntity[]> {
    const builder = this.entries
      .createQueryBuilder('entry')
      .where(`entry.timestamp >= (:startDate::date)::timestamp AT TIME ZONE :zone`, {
        startDate: query.startDate,
        zone: query.tz ?? this.settings.timeZone,
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

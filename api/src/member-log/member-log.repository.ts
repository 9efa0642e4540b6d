import { Injectable } from '@nestjs/common';
import type { MemberLogQuerySchema } from '@greenroom/contracts';
import { Repository } from 'typeorm';
import type { z } from 'zod';
import { AppConfig } from '../config/app-config';
import { Transactions } from '../database/transactions';
import { memberColumns, memberFullNameSql } from '../members/member-fields';
import { MemberLogEntryEntity } from './entities/member-log-entry.entity';

/** A report, not an export. */
const REPORT_ROWS = 5000;

export type NewMemberLogEntry = Pick<MemberLogEntryEntity, 'actionType' | 'loginResult' | 'email' | 'ipAddress' | 'memberId'> &
  Partial<Pick<MemberLogEntryEntity, 'changedBy' | 'changes'>>;

/** The name as typed, matched literally: % and _ are not wildcards to a person searching. */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

@Injectable()
export class MemberLogRepository {
  constructor(
    private readonly config: AppConfig,
    private readonly transactions: Transactions,
  ) {}

  /** The transaction's, inside Transactions.run (an entry then commits or rolls back with the caller's change). */
  private get entries(): Repository<MemberLogEntryEntity> {
    return this.transactions.manager.getRepository(MemberLogEntryEntity);
  }

  async insert(entry: NewMemberLogEntry): Promise<void> {
    await this.entries.insert(entry);
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
    if (query.member) {
      // An entry is a member's by its member_id, or by its e-mail when it was written without one (a sign-in link asked for).
      const m = memberColumns('m');
      builder.andWhere(
        `(entry.email ILIKE :member OR EXISTS (SELECT 1 FROM members m
           WHERE (m.id = entry.member_id OR (entry.member_id IS NULL AND lower(${m.Email}) = lower(entry.email)))
             AND ${memberFullNameSql('m')} ILIKE :member))`,
        { member: `%${likeEscaped(query.member)}%` },
      );
    }
    return builder.getMany();
  }
}

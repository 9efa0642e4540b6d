import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { LoginResult, MemberLogAction, MemberLogEntry, MemberLogQuerySchema } from '@greenroom/contracts';
import { EntityManager, Repository } from 'typeorm';
import type { z } from 'zod';
import { MemberLogEntryEntity } from './entities/member-log-entry.entity';

/** The theater is in Florida: "today" in the report is a Florida day. */
export const THEATER_TIME_ZONE = 'America/New_York';

export interface MemberLogEvent {
  action: MemberLogAction;
  result: LoginResult;
  email: string | null;
  ipAddress: string | null;
  memberId?: string | null;
}

@Injectable()
export class MemberLogService {
  constructor(@InjectRepository(MemberLogEntryEntity) private readonly entries: Repository<MemberLogEntryEntity>) {}

  /** Pass `manager` to write the entry inside the caller's transaction. */
  async record(event: MemberLogEvent, manager?: EntityManager): Promise<void> {
    const repository = manager ? manager.getRepository(MemberLogEntryEntity) : this.entries;
    await repository.insert({
      actionType: event.action,
      loginResult: event.result,
      email: event.email,
      ipAddress: event.ipAddress,
      memberId: event.memberId ?? null,
    });
  }

  /**
   * Entries of the calendar days from startDate to endDate (both inclusive) in the caller's time zone,
   * newest first. At most 5,000 rows: a report, not an export.
   */
  async list(query: z.output<typeof MemberLogQuerySchema>): Promise<MemberLogEntry[]> {
    const builder = this.entries
      .createQueryBuilder('entry')
      .where(`entry.timestamp >= (:startDate::date)::timestamp AT TIME ZONE :zone`, { startDate: query.startDate, zone: query.tz ?? THEATER_TIME_ZONE })
      .andWhere(`entry.timestamp < ((:endDate::date + 1)::timestamp AT TIME ZONE :zone)`, { endDate: query.endDate })
      .orderBy('entry.timestamp', 'DESC')
      .addOrderBy('entry.id', 'DESC')
      .limit(5000);
    if (query.actionTypes?.length) builder.andWhere('entry.actionType IN (:...actionTypes)', { actionTypes: query.actionTypes });
    if (query.loginResults?.length) builder.andWhere('entry.loginResult IN (:...loginResults)', { loginResults: query.loginResults });
    if (query.email) builder.andWhere('lower(entry.email) = :email', { email: query.email });
    const rows = await builder.getMany();
    return rows.map((row) => ({
      id: row.id,
      timestamp: row.timestamp.toISOString(),
      action_type: row.actionType,
      login_result: row.loginResult,
      email: row.email,
      ip_address: row.ipAddress,
    }));
  }
}

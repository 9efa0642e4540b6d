import { Injectable } from '@nestjs/common';
import type { LoginResult, MemberFieldChange, MemberLogAction, MemberLogEntry, MemberLogQuerySchema } from '@greenroom/contracts';
import type { z } from 'zod';
import { MemberLogRepository } from './member-log.repository';

export interface MemberLogEvent {
  action: MemberLogAction;
  result: LoginResult;
  email: string | null;
  ipAddress: string | null;
  memberId?: string | null;
  /** The signed-in member who made a change (their e-mail). */
  changedBy?: string | null;
  changes?: MemberFieldChange[];
}

@Injectable()
export class MemberLogService {
  constructor(private readonly entries: MemberLogRepository) {}

  /** Inside Transactions.run the entry commits or rolls back with the caller's change. */
  async record(event: MemberLogEvent): Promise<void> {
    await this.entries.insert({
      actionType: event.action,
      loginResult: event.result,
      email: event.email,
      ipAddress: event.ipAddress,
      memberId: event.memberId ?? null,
      changedBy: event.changedBy ?? null,
      changes: event.changes ?? [],
    });
  }

  /** The report: entries of the chosen days, newest first (at most 5,000: a report, not an export). */
  async list(query: z.output<typeof MemberLogQuerySchema>): Promise<MemberLogEntry[]> {
    const rows = await this.entries.search(query);
    return rows.map((row) => ({
      id: row.id,
      timestamp: row.timestamp.toISOString(),
      action_type: row.actionType,
      login_result: row.loginResult,
      email: row.email,
      ip_address: row.ipAddress,
      changed_by: row.changedBy,
      changes: row.changes,
    }));
  }
}

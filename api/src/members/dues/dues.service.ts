import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  DUES_MESSAGES,
  type DuesListResponse,
  type DuesPaymentResponse,
  LOGIN_RESULTS,
  MEMBER_LOG_ACTIONS,
  MEMBER_NOT_FOUND_MESSAGE,
} from '@greenroom/contracts';
import { calendarDayIn, Clock } from '../../clock/clock';
import { AppConfig } from '../../config/app-config';
import { Transactions } from '../../database/transactions';
import { MemberLogService } from '../../member-log/member-log.service';
import { MemberEntity } from '../entities/member.entity';
import { memberChanges } from '../member-changes';
import { toAdminMember } from '../member.mapper';
import { MembersRepository } from '../members.repository';
import { DuesRepository } from './dues.repository';

/** Dues as the Admins keep them: a payment recorded on the theater's today, and the list of who is due. */
@Injectable()
export class DuesService {
  constructor(
    private readonly transactions: Transactions,
    private readonly dues: DuesRepository,
    private readonly members: MembersRepository,
    private readonly memberLog: MemberLogService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  today(): string {
    return calendarDayIn(this.clock.now(), this.config.theaterTimeZone);
  }

  async list(): Promise<DuesListResponse> {
    const today = this.today();
    return { members: await this.dues.dueOrOverdue(today), today };
  }

  /** The payment and its member-log entry (who recorded it, the dates before and after) are written together. */
  async recordPayment(actor: MemberEntity, memberId: string): Promise<DuesPaymentResponse> {
    const today = this.today();
    const member = await this.transactions.run(async () => {
      const before = await this.members.withTeams(memberId);
      if (!before) throw new NotFoundException(MEMBER_NOT_FOUND_MESSAGE);
      if (before.membershipStatus === 'LTM') throw new BadRequestException(DUES_MESSAGES.noDuesForLtm);
      await this.dues.recordPayment(before.id, today);
      const after = toAdminMember(await this.members.withTeamsOrFail(before.id));
      await this.memberLog.record({
        action: MEMBER_LOG_ACTIONS.duesPaid,
        result: LOGIN_RESULTS.success,
        email: after.Email,
        ipAddress: null,
        memberId: before.id,
        changedBy: actor.email,
        changes: memberChanges(toAdminMember(before), after),
      });
      return after;
    });
    return { member, message: DUES_MESSAGES.paymentRecorded };
  }
}

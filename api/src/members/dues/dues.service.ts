import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  DUES_MESSAGES,
  type DuesListResponse,
  type DuesPaymentRequestSchema,
  type DuesPaymentResponse,
  LOGIN_RESULTS,
  MEMBER_LOG_ACTIONS,
  MEMBER_NOT_FOUND_MESSAGE,
} from '@greenroom/contracts';
import type { z } from 'zod';
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

  /**
   * The payment, its row in dues_payments and its member-log entry (who recorded it, the dates before and after) are
   * written together, with the member's row locked: two requests for one member take turns, so the second sees the
   * first's payment (or its idempotency key) instead of racing it. The unique indexes of dues_payments hold the same
   * rules should anything get past that.
   */
  async recordPayment(actor: MemberEntity, request: z.output<typeof DuesPaymentRequestSchema>): Promise<DuesPaymentResponse> {
    const today = this.today();
    return this.transactions.run(async () => {
      await this.members.lock(request.id);
      const earlier = await this.dues.paymentWithKey(request.idempotencyKey);
      if (earlier) {
        if (earlier.memberId !== request.id) throw new ConflictException(DUES_MESSAGES.keyReused);
        return earlier.response;
      }
      const before = await this.members.withTeams(request.id);
      if (!before) throw new NotFoundException(MEMBER_NOT_FOUND_MESSAGE);
      if (before.membershipStatus === 'LTM') throw new BadRequestException(DUES_MESSAGES.noDuesForLtm);
      const second = await this.dues.paidOn(before.id, today);
      if (second && !request.confirmSecondPayment) throw new ConflictException(DUES_MESSAGES.alreadyRecordedToday);
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
      const response: DuesPaymentResponse = { member: after, message: DUES_MESSAGES.paymentRecorded };
      await this.dues.addPayment({
        memberId: before.id,
        paidOn: today,
        confirmedExtra: second,
        idempotencyKey: request.idempotencyKey,
        recordedBy: actor.email,
        response,
      });
      return response;
    });
  }
}

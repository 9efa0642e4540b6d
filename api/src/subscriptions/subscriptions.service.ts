import { BadRequestException, Injectable } from '@nestjs/common';
import { LOGIN_RESULTS, MEMBER_LOG_ACTIONS, type UserSubscriptionsResponse } from '@greenroom/contracts';
import { assertOwnEmail } from '../common/own-email';
import { AppConfig } from '../config/app-config';
import { UnsubscribeTarget, verifyUnsubscribe } from '../mail-delivery/unsubscribe-token';
import { Transactions } from '../database/transactions';
import { MemberLogService } from '../member-log/member-log.service';
import type { MemberEntity } from '../members/entities/member.entity';
import { SubscriptionsRepository } from './subscriptions.repository';

export const NOT_YOUR_SUBSCRIPTIONS_MESSAGE = 'You can only manage your own email subscriptions.';
export const MASS_EMAIL_LIST_LABEL = 'mass e-mails from the theater';

/**
 * A link's state; `what` names what it removes, in words for the page, and `alreadyUnsubscribed` says the member
 * was already off it (a link opened a second time).
 */
export type UnsubscribeLink = { status: 'valid'; what: string; alreadyUnsubscribed: boolean } | { status: 'expired' } | { status: 'invalid' };

function describe(target: UnsubscribeTarget): string {
  return target.list === null ? MASS_EMAIL_LIST_LABEL : `e-mails from the list "${target.list}"`;
}

@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly config: AppConfig,
    private readonly memberLog: MemberLogService,
    private readonly transactions: Transactions,
  ) {}

  async choices(): Promise<string[]> {
    return (await this.subscriptions.allLists()).map((list) => list.name);
  }

  async forMember(member: MemberEntity, email?: string): Promise<UserSubscriptionsResponse> {
    assertOwnEmail(member, email, NOT_YOUR_SUBSCRIPTIONS_MESSAGE);
    const names = await this.subscriptions.memberListNames(member.id);
    const preference = await this.subscriptions.preferences(member.id);
    // Members seeded or imported with lists count as set up; "new" means nothing stored and never saved.
    return { subscriptions: names, isNew: names.length === 0 && !preference?.subscriptionsSavedAt };
  }

  async update(member: MemberEntity, names: string[], email?: string): Promise<string[]> {
    assertOwnEmail(member, email, NOT_YOUR_SUBSCRIPTIONS_MESSAGE);
    const wanted = [...new Set(names)];
    const lists = await this.subscriptions.listsNamed(wanted);
    const unknown = wanted.filter((name) => !lists.some((list) => list.name === name));
    if (unknown.length) throw new BadRequestException(`Unknown email list: ${unknown.join(', ')}`);
    const chosen = lists.sort((a, b) => a.sortOrder - b.sortOrder).map((list) => list.name);
    const before = await this.subscriptions.memberListNames(member.id);
    await this.transactions.run(async () => {
      await this.subscriptions.replaceMemberLists(
        member.id,
        lists.map((list) => list.id),
        new Date(),
      );
      if (before.join(', ') !== chosen.join(', '))
        await this.memberLog.record({
          action: MEMBER_LOG_ACTIONS.subscriptionsChanged,
          result: LOGIN_RESULTS.success,
          email: member.email,
          ipAddress: null,
          memberId: member.id,
          changedBy: member.email,
          changes: [{ field: 'Subscriptions', before: before.join(', '), after: chosen.join(', ') }],
        });
    });
    return chosen;
  }

  /** What a signed link from an e-mail would remove, and whether it already is, without changing anything (the GET of the link). */
  async checkUnsubscribeLink(token: string): Promise<UnsubscribeLink> {
    const check = verifyUnsubscribe(token, this.config.emailLinkKeys);
    if (check.status !== 'valid') return check;
    const { memberId, list } = check.target;
    return { status: 'valid', what: describe(check.target), alreadyUnsubscribed: await this.subscriptions.isUnsubscribed(memberId, list) };
  }

  /** Follows a signed link from an e-mail (the POST of the link). */
  async unsubscribe(token: string): Promise<UnsubscribeLink> {
    const check = verifyUnsubscribe(token, this.config.emailLinkKeys);
    if (check.status !== 'valid') return check;
    const { target } = check;
    const changed = await this.transactions.run(async () => {
      const left =
        target.list === null
          ? await this.subscriptions.optOutOfMassEmail(target.memberId)
          : await this.subscriptions.leaveList(target.memberId, target.list);
      // A second click on the same link changes nothing and is not logged again.
      if (!left) return false;
      await this.memberLog.record({
        action: MEMBER_LOG_ACTIONS.unsubscribed,
        result: LOGIN_RESULTS.success,
        email: await this.subscriptions.memberEmail(target.memberId),
        ipAddress: null,
        memberId: target.memberId,
        changes: [
          {
            field: target.list === null ? 'Mass e-mail' : 'Subscriptions',
            before: target.list ?? 'Subscribed',
            after: target.list === null ? 'Unsubscribed' : '',
          },
        ],
      });
      return true;
    });
    return { status: 'valid', what: describe(target), alreadyUnsubscribed: !changed };
  }
}

import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { UserSubscriptionsResponse } from '@greenroom/contracts';
import { DataSource, In, Repository } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { UnsubscribeTarget, verifyUnsubscribe } from '../mail/unsubscribe-token';
import type { MemberEntity } from '../members/entities/member.entity';
import { MemberEmailPreferenceEntity } from './entities/member-email-preference.entity';
import { MemberSubscriptionEntity } from './entities/member-subscription.entity';
import { SubscriptionListEntity } from './entities/subscription-list.entity';

export const MASS_EMAIL_LIST_LABEL = 'mass e-mails from the theater';

/** A link's state; `what` names what it removes, in words for the page. */
export type UnsubscribeLink = { status: 'valid'; what: string } | { status: 'expired' } | { status: 'invalid' };

function describe(target: UnsubscribeTarget): string {
  return target.list === null ? MASS_EMAIL_LIST_LABEL : `e-mails from the list "${target.list}"`;
}

@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(SubscriptionListEntity) private readonly lists: Repository<SubscriptionListEntity>,
    @InjectRepository(MemberEmailPreferenceEntity) private readonly preferences: Repository<MemberEmailPreferenceEntity>,
    private readonly config: AppConfig,
  ) {}

  async choices(): Promise<string[]> {
    const lists = await this.lists.find({ order: { sortOrder: 'ASC', name: 'ASC' } });
    return lists.map((list) => list.name);
  }

  async forMember(member: MemberEntity, email?: string): Promise<UserSubscriptionsResponse> {
    this.assertOwnEmail(member, email);
    const rows = await this.dataSource
      .getRepository(MemberSubscriptionEntity)
      .find({ where: { memberId: member.id }, relations: { list: true }, order: { list: { sortOrder: 'ASC' } } });
    const preference = await this.preferences.findOneBy({ memberId: member.id });
    // Members seeded or imported with lists count as set up; "new" means nothing stored and never saved.
    return { subscriptions: rows.map((row) => row.list.name), isNew: rows.length === 0 && !preference?.subscriptionsSavedAt };
  }

  async update(member: MemberEntity, names: string[], email?: string): Promise<string[]> {
    this.assertOwnEmail(member, email);
    const wanted = [...new Set(names)];
    const lists = wanted.length ? await this.lists.findBy({ name: In(wanted) }) : [];
    const unknown = wanted.filter((name) => !lists.some((list) => list.name === name));
    if (unknown.length) throw new BadRequestException(`Unknown email list: ${unknown.join(', ')}`);
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(MemberSubscriptionEntity, { memberId: member.id });
      if (lists.length) await manager.insert(MemberSubscriptionEntity, lists.map((list) => ({ memberId: member.id, listId: list.id })));
      await manager.upsert(MemberEmailPreferenceEntity, { memberId: member.id, subscriptionsSavedAt: new Date() }, ['memberId']);
    });
    return lists.sort((a, b) => a.sortOrder - b.sortOrder).map((list) => list.name);
  }

  /** What a signed link from an e-mail would remove, without changing anything (the GET of the link). */
  checkUnsubscribeLink(token: string): UnsubscribeLink {
    const check = verifyUnsubscribe(token, this.config.emailLinkKeys);
    return check.status === 'valid' ? { status: 'valid', what: describe(check.target) } : check;
  }

  /** Follows a signed link from an e-mail (the POST of the link). */
  async unsubscribe(token: string): Promise<UnsubscribeLink> {
    const check = verifyUnsubscribe(token, this.config.emailLinkKeys);
    if (check.status !== 'valid') return check;
    const { target } = check;
    if (target.list === null) {
      await this.preferences.upsert({ memberId: target.memberId, massEmailOptOut: true }, ['memberId']);
    } else {
      const list = await this.lists.findOneBy({ name: target.list });
      if (list) await this.dataSource.getRepository(MemberSubscriptionEntity).delete({ memberId: target.memberId, listId: list.id });
    }
    return { status: 'valid', what: describe(target) };
  }

  /** The spec's calls carry an e-mail; the session decides, and a different address is refused. */
  private assertOwnEmail(member: MemberEntity, email?: string): void {
    if (email !== undefined && email.trim() !== '' && email.trim().toLowerCase() !== member.email.toLowerCase()) {
      throw new ForbiddenException('You can only manage your own email subscriptions.');
    }
  }
}

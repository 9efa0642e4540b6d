import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { Transactions } from '../database/transactions';
import { MemberEntity } from '../members/entities/member.entity';
import { MemberEmailPreferenceEntity } from './entities/member-email-preference.entity';
import { MemberSubscriptionEntity } from './entities/member-subscription.entity';
import { SubscriptionListEntity } from './entities/subscription-list.entity';

/** The e-mail lists, who is on which, and each member's e-mail preferences. */
@Injectable()
export class SubscriptionsRepository {
  constructor(private readonly transactions: Transactions) {}

  /** Inside Transactions.run, the transaction's; else the pool's. */
  private get manager() {
    return this.transactions.manager;
  }

  /** Every list in its display order. */
  allLists(): Promise<SubscriptionListEntity[]> {
    return this.manager.getRepository(SubscriptionListEntity).find({ order: { sortOrder: 'ASC', name: 'ASC' } });
  }

  listsNamed(names: string[]): Promise<SubscriptionListEntity[]> {
    return names.length ? this.manager.getRepository(SubscriptionListEntity).findBy({ name: In(names) }) : Promise.resolve([]);
  }

  /** The names of a member's lists, in display order. */
  async memberListNames(memberId: string): Promise<string[]> {
    const rows = await this.manager
      .getRepository(MemberSubscriptionEntity)
      .find({ where: { memberId }, relations: { list: true }, order: { list: { sortOrder: 'ASC' } } });
    return rows.map((row) => row.list.name);
  }

  preferences(memberId: string): Promise<MemberEmailPreferenceEntity | null> {
    return this.manager.getRepository(MemberEmailPreferenceEntity).findOneBy({ memberId });
  }

  /** A member's e-mail (for the member log), or null when the member is gone. */
  async memberEmail(memberId: string): Promise<string | null> {
    const member = await this.manager
      .getRepository(MemberEntity)
      .findOne({ where: { id: memberId }, select: { id: true, email: true }, withDeleted: true });
    return member?.email ?? null;
  }

  /** Replaces a member's lists and notes that they chose them (call inside Transactions.run). */
  async replaceMemberLists(memberId: string, listIds: string[], savedAt: Date): Promise<void> {
    await this.manager.delete(MemberSubscriptionEntity, { memberId });
    if (listIds.length)
      await this.manager.insert(
        MemberSubscriptionEntity,
        listIds.map((listId) => ({ memberId, listId })),
      );
    await this.manager.upsert(MemberEmailPreferenceEntity, { memberId, subscriptionsSavedAt: savedAt }, ['memberId']);
  }

  /** False when the member had already opted out (nothing changed). */
  async optOutOfMassEmail(memberId: string): Promise<boolean> {
    const before = await this.manager.getRepository(MemberEmailPreferenceEntity).findOneBy({ memberId });
    if (before?.massEmailOptOut) return false;
    await this.manager.getRepository(MemberEmailPreferenceEntity).upsert({ memberId, massEmailOptOut: true }, ['memberId']);
    return true;
  }

  /** Whether the member is already off the list named (or the list is gone), or with `null` opted out of mass e-mail. */
  async isUnsubscribed(memberId: string, listName: string | null): Promise<boolean> {
    if (listName === null) return (await this.preferences(memberId))?.massEmailOptOut === true;
    const list = await this.manager.getRepository(SubscriptionListEntity).findOneBy({ name: listName });
    return !list || !(await this.manager.getRepository(MemberSubscriptionEntity).existsBy({ memberId, listId: list.id }));
  }

  /** Takes a member off a list by its name; false when the list is gone or the member was not on it. */
  async leaveList(memberId: string, listName: string): Promise<boolean> {
    const list = await this.manager.getRepository(SubscriptionListEntity).findOneBy({ name: listName });
    if (!list) return false;
    const result = await this.manager.getRepository(MemberSubscriptionEntity).delete({ memberId, listId: list.id });
    return (result.affected ?? 0) > 0;
  }
}

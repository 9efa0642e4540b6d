import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { MemberEntity } from '../members/entities/member.entity';
import { MemberEmailPreferenceEntity } from './entities/member-email-preference.entity';
import { MemberSubscriptionEntity } from './entities/member-subscription.entity';
import { SubscriptionListEntity } from './entities/subscription-list.entity';

/** The e-mail lists, who is on which, and each member's e-mail preferences. */
@Injectable()
export class SubscriptionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every list in its display order. */
  allLists(): Promise<SubscriptionListEntity[]> {
    return this.dataSource.getRepository(SubscriptionListEntity).find({ order: { sortOrder: 'ASC', name: 'ASC' } });
  }

  listsNamed(names: string[]): Promise<SubscriptionListEntity[]> {
    return names.length ? this.dataSource.getRepository(SubscriptionListEntity).findBy({ name: In(names) }) : Promise.resolve([]);
  }

  /** The names of a member's lists, in display order. */
  async memberListNames(memberId: string): Promise<string[]> {
    const rows = await this.dataSource
      .getRepository(MemberSubscriptionEntity)
      .find({ where: { memberId }, relations: { list: true }, order: { list: { sortOrder: 'ASC' } } });
    return rows.map((row) => row.list.name);
  }

  preferences(memberId: string): Promise<MemberEmailPreferenceEntity | null> {
    return this.dataSource.getRepository(MemberEmailPreferenceEntity).findOneBy({ memberId });
  }

  /** Runs `work` in one transaction; pass its manager to the methods below (and to the member log). */
  inTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** A member's e-mail (for the member log), or null when the member is gone. */
  async memberEmail(memberId: string, manager: EntityManager = this.dataSource.manager): Promise<string | null> {
    const member = await manager
      .getRepository(MemberEntity)
      .findOne({ where: { id: memberId }, select: { id: true, email: true }, withDeleted: true });
    return member?.email ?? null;
  }

  /** Replaces a member's lists and notes that they chose them; inside the caller's transaction. */
  async replaceMemberLists(memberId: string, listIds: string[], savedAt: Date, manager: EntityManager): Promise<void> {
    await manager.delete(MemberSubscriptionEntity, { memberId });
    if (listIds.length)
      await manager.insert(
        MemberSubscriptionEntity,
        listIds.map((listId) => ({ memberId, listId })),
      );
    await manager.upsert(MemberEmailPreferenceEntity, { memberId, subscriptionsSavedAt: savedAt }, ['memberId']);
  }

  /** False when the member had already opted out (nothing changed). */
  async optOutOfMassEmail(memberId: string, manager: EntityManager): Promise<boolean> {
    const before = await manager.getRepository(MemberEmailPreferenceEntity).findOneBy({ memberId });
    if (before?.massEmailOptOut) return false;
    await manager.getRepository(MemberEmailPreferenceEntity).upsert({ memberId, massEmailOptOut: true }, ['memberId']);
    return true;
  }

  /** Takes a member off a list by its name; false when the list is gone or the member was not on it. */
  async leaveList(memberId: string, listName: string, manager: EntityManager): Promise<boolean> {
    const list = await manager.getRepository(SubscriptionListEntity).findOneBy({ name: listName });
    if (!list) return false;
    const result = await manager.getRepository(MemberSubscriptionEntity).delete({ memberId, listId: list.id });
    return (result.affected ?? 0) > 0;
  }
}

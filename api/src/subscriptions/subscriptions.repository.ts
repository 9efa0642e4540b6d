import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
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

  /** Replaces a member's lists and notes that they chose them, in one transaction. */
  async replaceMemberLists(memberId: string, listIds: string[], savedAt: Date): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(MemberSubscriptionEntity, { memberId });
      if (listIds.length)
        await manager.insert(
          MemberSubscriptionEntity,
          listIds.map((listId) => ({ memberId, listId })),
        );
      await manager.upsert(MemberEmailPreferenceEntity, { memberId, subscriptionsSavedAt: savedAt }, ['memberId']);
    });
  }

  async optOutOfMassEmail(memberId: string): Promise<void> {
    await this.dataSource.getRepository(MemberEmailPreferenceEntity).upsert({ memberId, massEmailOptOut: true }, ['memberId']);
  }

  /** Takes a member off a list by its name; a list that no longer exists changes nothing. */
  async leaveList(memberId: string, listName: string): Promise<void> {
    const list = await this.dataSource.getRepository(SubscriptionListEntity).findOneBy({ name: listName });
    if (list) await this.dataSource.getRepository(MemberSubscriptionEntity).delete({ memberId, listId: list.id });
  }
}

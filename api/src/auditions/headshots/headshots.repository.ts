import { Injectable } from '@nestjs/common';
import { In, Repository } from 'typeorm';
import { Transactions } from '../../database/transactions';
import { MemberHeadshotEntity } from '../entities/member-headshot.entity';

/** Where each member's current headshot is stored: one row per member. */
@Injectable()
export class HeadshotsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get headshots(): Repository<MemberHeadshotEntity> {
    return this.transactions.manager.getRepository(MemberHeadshotEntity);
  }

  of(memberId: string): Promise<MemberHeadshotEntity | null> {
    return this.headshots.findOneBy({ memberId });
  }

  ofMembers(memberIds: string[]): Promise<MemberHeadshotEntity[]> {
    return this.headshots.findBy({ memberId: In([...new Set(memberIds)]) });
  }

  /** The member's one row now points at this file. */
  async save(row: Omit<MemberHeadshotEntity, 'member'>): Promise<void> {
    await this.headshots.save(row);
  }
}

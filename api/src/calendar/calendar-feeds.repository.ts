import { Injectable } from '@nestjs/common';
import { Repository } from 'typeorm';
import type { FeedTokenSource } from './calendar-feed-token';
import { CalendarFeedEntity } from './entities/calendar-feed.entity';
import { Transactions } from '../database/transactions';

/** Members' secret calendar links, stored as token hashes: one per member. */
@Injectable()
export class CalendarFeedsRepository {
  constructor(private readonly transactions: Transactions) {}

  /** The transaction's, inside Transactions.run; the pool's outside it. */
  private get feeds(): Repository<CalendarFeedEntity> {
    return this.transactions.manager.getRepository(CalendarFeedEntity);
  }

  ofMember(memberId: string): Promise<CalendarFeedEntity | null> {
    return this.feeds.findOne({ where: { memberId } });
  }

  /** The feed of a token hash, with its member (null when the link is unknown). */
  byTokenHash(tokenHash: string): Promise<CalendarFeedEntity | null> {
    return this.feeds.findOne({ where: { tokenHash }, relations: { member: true } });
  }

  /** The member's one link becomes this one; the previous hash stops matching at once. */
  async replace(memberId: string, tokenHash: string, source: FeedTokenSource, createdAt: Date): Promise<void> {
    await this.feeds.upsert({ memberId, tokenHash, linkKeyId: source.keyId, linkNonce: source.nonce, createdAt, lastFetchedAt: null }, ['memberId']);
  }

  async deleteOfMember(memberId: string): Promise<void> {
    await this.feeds.delete({ memberId });
  }

  async markFetched(id: string, at: Date): Promise<void> {
    await this.feeds.update({ id }, { lastFetchedAt: at });
  }
}

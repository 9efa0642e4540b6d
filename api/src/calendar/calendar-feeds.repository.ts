import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { FeedTokenSource } from './calendar-feed-token';
import { CalendarFeedEntity } from './entities/calendar-feed.entity';

/** Members' secret calendar links, stored as token hashes: one per member. */
@Injectable()
export class CalendarFeedsRepository {
  constructor(@InjectRepository(CalendarFeedEntity) private readonly feeds: Repository<CalendarFeedEntity>) {}

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

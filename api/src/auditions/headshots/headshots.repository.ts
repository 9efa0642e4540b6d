import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { MemberHeadshotEntity } from '../entities/member-headshot.entity';

/** Where each member's current headshot is stored: one row per member. */
@Injectable()
export class HeadshotsRepository {
  constructor(@InjectRepository(MemberHeadshotEntity) private readonly headshots: Repository<MemberHeadshotEntity>) {}

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

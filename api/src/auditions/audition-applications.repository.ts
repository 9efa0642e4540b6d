import { Injectable } from '@nestjs/common';
import { DeepPartial, IsNull, Not } from 'typeorm';
import { Transactions } from '../database/transactions';
import { AuditionApplicationEntity } from './entities/audition-application.entity';

/** Members' pre-registrations, one per member and show. Every call joins the caller's transaction, if any. */
@Injectable()
export class AuditionApplicationsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get applications() {
    return this.transactions.manager.getRepository(AuditionApplicationEntity);
  }

  find(memberId: string, showName: string): Promise<AuditionApplicationEntity | null> {
    return this.applications.findOne({ where: { memberId, showName } });
  }

  /** Without an id a new row; with one, that row updated. */
  save(row: DeepPartial<AuditionApplicationEntity>): Promise<AuditionApplicationEntity> {
    return this.applications.save(row);
  }

  ofMember(memberId: string): Promise<AuditionApplicationEntity[]> {
    return this.applications.find({ where: { memberId }, order: { showName: 'ASC' } });
  }

  /** Every pre-registration of a member not deleted, with the member, by show then submission time. */
  withMembers(): Promise<AuditionApplicationEntity[]> {
    return this.applications.find({
      relations: { member: true },
      where: { member: { id: Not(IsNull()) } },
      order: { showName: 'ASC', submittedAt: 'ASC' },
    });
  }

  /** A renamed show keeps its pre-registrations. */
  async renameShow(from: string, to: string): Promise<void> {
    await this.applications.update({ showName: from }, { showName: to });
  }
}

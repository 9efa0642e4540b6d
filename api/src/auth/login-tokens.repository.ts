import { Injectable } from '@nestjs/common';
import { IsNull, MoreThan, type Repository } from 'typeorm';
import { Transactions } from '../database/transactions';
import { LoginTokenEntity } from './entities/login-token.entity';

/** The sign-in links' rows: requested by the API, minted and mailed by the worker, claimed once by the verifying request. */
@Injectable()
export class LoginTokensRepository {
  constructor(private readonly transactions: Transactions) {}

  private get rows(): Repository<LoginTokenEntity> {
    return this.transactions.manager.getRepository(LoginTokenEntity);
  }

  /** A row without a hash (the worker mints the token); its id. */
  async request(memberId: string, expiresAt: Date, requestedIp: string | null): Promise<string> {
    const row = await this.rows.save({ tokenHash: null, memberId, expiresAt, usedAt: null, requestedIp });
    return row.id;
  }

  async remove(id: string): Promise<void> {
    await this.rows.delete(id);
  }

  /** With the member and their teams: what a sign-in answers with. */
  findByHash(tokenHash: string): Promise<LoginTokenEntity | null> {
    return this.rows.findOne({ where: { tokenHash }, relations: { member: { teams: true } } });
  }

  findWithMember(id: string, memberId: string): Promise<LoginTokenEntity | null> {
    return this.rows.findOne({ where: { id, memberId }, relations: { member: true } });
  }

  /** Stores a newly minted token's hash on a row not yet used and not expired; false when there is no such row. */
  async mint(id: string, tokenHash: string): Promise<boolean> {
    const result = await this.rows.update({ id, usedAt: IsNull(), expiresAt: MoreThan(new Date()) }, { tokenHash });
    return Boolean(result.affected);
  }

  /** Marks the row used unless it already is; false when another request claimed it first. */
  async claim(id: string): Promise<boolean> {
    const result = await this.rows.update({ id, usedAt: IsNull() }, { usedAt: new Date() });
    return Boolean(result.affected);
  }
}

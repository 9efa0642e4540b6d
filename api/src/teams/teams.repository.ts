import { Injectable } from '@nestjs/common';
import { Repository } from 'typeorm';
import { updateAtVersion } from '../database/record-version';
import { TeamEntity } from './entities/team.entity';
import { Transactions } from '../database/transactions';

@Injectable()
export class TeamsRepository {
  constructor(private readonly transactions: Transactions) {}

  /** The transaction's, inside Transactions.run; the pool's outside it. */
  private get teams(): Repository<TeamEntity> {
    return this.transactions.manager.getRepository(TeamEntity);
  }

  /** Every team, by name. */
  all(): Promise<TeamEntity[]> {
    return this.teams.find({ order: { name: 'ASC' } });
  }

  async names(): Promise<string[]> {
    return (await this.teams.find({ select: { name: true }, order: { name: 'ASC' } })).map((team) => team.name);
  }

  findById(id: string): Promise<TeamEntity | null> {
    return this.teams.findOne({ where: { id } });
  }

  /**
   * Writes the columns only while the team is still at `version` (false when another save came first); throws the
   * driver's unique violation (23505) when another team has the name.
   */
  updateAtVersion(id: string, version: number, columns: Partial<TeamEntity>): Promise<boolean> {
    return updateAtVersion(this.teams.manager, TeamEntity, id, version, columns);
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { TeamEntity } from './entities/team.entity';

@Injectable()
export class TeamsRepository {
  constructor(@InjectRepository(TeamEntity) private readonly teams: Repository<TeamEntity>) {}

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

  /** Throws the driver's unique violation (23505, teams' name key) when another team has the name. */
  save(team: TeamEntity): Promise<TeamEntity> {
    return this.teams.save(team);
  }
}

import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Member, Team, TEAM_NAME_TAKEN_MESSAGE, TEAM_NO_DESCRIPTION, TEAM_NOT_FOUND_MESSAGE, TeamUpdateRequestSchema } from '@greenroom/contracts';
import { QueryFailedError, Repository } from 'typeorm';
import type { z } from 'zod';
import { assertOwnEmail } from '../common/own-email';
import type { MemberEntity } from '../members/entities/member.entity';
import { MembersService, NOT_YOUR_UPDATE_MESSAGE } from '../members/members.service';
import { TeamEntity } from './entities/team.entity';

function toTeam(entity: TeamEntity): Team {
  const hasCoordinator = Boolean(entity.coordinatorName || entity.coordinatorEmail);
  return {
    id: entity.id,
    name: entity.name,
    description: entity.description || TEAM_NO_DESCRIPTION,
    coordinatorDetails: hasCoordinator ? { name: entity.coordinatorName, email: entity.coordinatorEmail } : null,
  };
}

@Injectable()
export class TeamsService {
  constructor(
    @InjectRepository(TeamEntity) private readonly teams: Repository<TeamEntity>,
    private readonly memberService: MembersService,
  ) {}

  async list(): Promise<Team[]> {
    return (await this.teams.find({ order: { name: 'ASC' } })).map(toTeam);
  }

  async names(): Promise<string[]> {
    return (await this.teams.find({ select: { name: true }, order: { name: 'ASC' } })).map((team) => team.name);
  }

  /** Renaming keeps every member on the team: memberships point at the team's id. */
  async update(id: string, update: z.output<typeof TeamUpdateRequestSchema>): Promise<Team> {
    const team = await this.teams.findOne({ where: { id } });
    if (!team) throw new NotFoundException(TEAM_NOT_FOUND_MESSAGE);
    team.name = update.name;
    if (update.description !== undefined) team.description = update.description || null;
    if (update.coordinatorName !== undefined) team.coordinatorName = update.coordinatorName;
    if (update.coordinatorEmail !== undefined) team.coordinatorEmail = update.coordinatorEmail;
    try {
      return toTeam(await this.teams.save(team));
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505')
        throw new ConflictException(TEAM_NAME_TAKEN_MESSAGE);
      throw error;
    }
  }

  /** POST /api/update-member-teams: the session's member only. */
  setMemberTeams(member: MemberEntity, teamNames: string[], email?: string): Promise<Member> {
    assertOwnEmail(member, email, NOT_YOUR_UPDATE_MESSAGE);
    return this.memberService.setTeams(member, teamNames);
  }
}

import { Injectable, NotFoundException } from '@nestjs/common';
import { Member, Team, TEAM_NO_DESCRIPTION, TEAM_NOT_FOUND_MESSAGE, TeamUpdateRequestSchema } from '@greenroom/contracts';
import type { z } from 'zod';
import { assertOwnEmail } from '../common/own-email';
import type { MemberEntity } from '../members/entities/member.entity';
import { MembersService, NOT_YOUR_UPDATE_MESSAGE } from '../members/members.service';
import type { TeamEntity } from './entities/team.entity';
import { TeamsRepository } from './teams.repository';

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
    private readonly teams: TeamsRepository,
    private readonly memberService: MembersService,
  ) {}

  async list(): Promise<Team[]> {
    return (await this.teams.all()).map(toTeam);
  }

  names(): Promise<string[]> {
    return this.teams.names();
  }

  /** Renaming keeps every member on the team: memberships point at the team's id. */
  async update(id: string, update: z.output<typeof TeamUpdateRequestSchema>): Promise<Team> {
    const team = await this.teams.findById(id);
    if (!team) throw new NotFoundException(TEAM_NOT_FOUND_MESSAGE);
    team.name = update.name;
    team.description = update.description || null;
    team.coordinatorName = update.coordinatorName;
    team.coordinatorEmail = update.coordinatorEmail;
    // Another team's name is a unique violation, answered 409 in words by the exception filter (common/unique-violation.ts).
    return toTeam(await this.teams.save(team));
  }

  /** POST /api/update-member-teams: the session's member only. */
  setMemberTeams(member: MemberEntity, teamNames: string[], email?: string): Promise<Member> {
    assertOwnEmail(member, email, NOT_YOUR_UPDATE_MESSAGE);
    return this.memberService.setTeams(member, teamNames);
  }
}

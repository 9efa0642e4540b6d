import { Injectable, NotFoundException } from '@nestjs/common';
import { Member, Team, TEAM_NO_DESCRIPTION, TEAM_NOT_FOUND_MESSAGE, TeamUpdateRequestSchema } from '@greenroom/contracts';
import type { z } from 'zod';
import { assertOwnEmail } from '../common/own-email';
import type { MemberEntity } from '../members/entities/member.entity';
import { MembersService, NOT_YOUR_UPDATE_MESSAGE } from '../members/members.service';
import { differingLabels, staleVersion } from '../database/record-version';
import type { TeamEntity } from './entities/team.entity';
import { TeamsRepository } from './teams.repository';

function toTeam(entity: TeamEntity): Team {
  const hasCoordinator = Boolean(entity.coordinatorName || entity.coordinatorEmail);
  return {
    id: entity.id,
    name: entity.name,
    description: entity.description || TEAM_NO_DESCRIPTION,
    coordinatorDetails: hasCoordinator ? { name: entity.coordinatorName, email: entity.coordinatorEmail } : null,
    version: entity.version,
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

  /** Renaming keeps every member on the team: memberships point at the team's id. A save over a newer change is a 409. */
  async update(id: string, update: z.output<typeof TeamUpdateRequestSchema>): Promise<Team> {
    const columns: Partial<TeamEntity> = {
      name: update.name,
      description: update.description || null,
      coordinatorName: update.coordinatorName,
      coordinatorEmail: update.coordinatorEmail,
    };
    // Another team's name is a unique violation, answered 409 in words by the exception filter (common/unique-violation.ts).
    if (!(await this.teams.updateAtVersion(id, update.version, columns))) {
      const stored = await this.found(id);
      throw staleVersion(
        'team',
        differingLabels({
          'Team Name': [stored.name, columns.name],
          Description: [stored.description, columns.description],
          'Coordinator Name': [stored.coordinatorName, columns.coordinatorName],
          'Coordinator Email': [stored.coordinatorEmail, columns.coordinatorEmail],
        }),
      );
    }
    return toTeam(await this.found(id));
  }

  private async found(id: string): Promise<TeamEntity> {
    const team = await this.teams.findById(id);
    if (!team) throw new NotFoundException(TEAM_NOT_FOUND_MESSAGE);
    return team;
  }

  /** POST /api/update-member-teams: the session's member only. */
  setMemberTeams(member: MemberEntity, teamNames: string[], email?: string): Promise<Member> {
    assertOwnEmail(member, email, NOT_YOUR_UPDATE_MESSAGE);
    return this.memberService.setTeams(member, teamNames);
  }
}

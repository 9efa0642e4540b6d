import { Body, Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  ChoicesResponse,
  MemberResponse,
  TeamResponse,
  TeamsResponse,
  teamChoicesRoute,
  teamsRoute,
  updateMemberTeamsRoute,
  updateTeamRoute,
} from '@greenroom/contracts';
import { CurrentMember } from '../common/current-member.decorator';
import { MemberEntity } from '../members/entities/member.entity';
import { TeamUpdateDto, UpdateMemberTeamsDto } from './dto/teams.dto';
import { TeamsService } from './teams.service';
import { Route } from '../common/route.decorator';

@ApiTags('teams')
@ApiBearerAuth()
@Controller()
export class TeamsController {
  constructor(private readonly teams: TeamsService) {}

  /** Public: the /join application lists the teams with their coordinators. */
  @Route(teamsRoute)
  async list(): Promise<TeamsResponse> {
    return { success: true, teams: await this.teams.list() };
  }

  @Route(teamChoicesRoute)
  async choices(): Promise<ChoicesResponse> {
    return { choices: await this.teams.names() };
  }

  @Route(updateTeamRoute)
  async update(@Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string, @Body() body: TeamUpdateDto): Promise<TeamResponse> {
    return { team: await this.teams.update(id, body) };
  }

  @Route(updateMemberTeamsRoute)
  async updateMemberTeams(@CurrentMember() member: MemberEntity, @Body() body: UpdateMemberTeamsDto): Promise<MemberResponse> {
    return { member: await this.teams.setMemberTeams(member, body.teams, body.email) };
  }
}

import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ALL_MEMBER_ROLES, ChoicesResponse, MemberResponse, ORGANIZER_ROLES, TeamResponse, TeamsResponse } from '@greenroom/contracts';
import { Public, Roles } from '../common/access.decorators';
import { CurrentMember } from '../common/current-member.decorator';
import { MemberEntity } from '../members/entities/member.entity';
import { TeamUpdateDto, UpdateMemberTeamsDto } from './dto/teams.dto';
import { TeamsService } from './teams.service';

@ApiTags('teams')
@ApiBearerAuth()
@Controller()
export class TeamsController {
  constructor(private readonly teams: TeamsService) {}

  /** Public: the /join application lists the teams with their coordinators. */
  @Get('teams')
  @Public()
  async list(): Promise<TeamsResponse> {
    return { success: true, teams: await this.teams.list() };
  }

  @Get('team-choices')
  @Roles(...ALL_MEMBER_ROLES)
  async choices(): Promise<ChoicesResponse> {
    return { choices: await this.teams.names() };
  }

  @Put('teams/:id')
  @Roles(...ORGANIZER_ROLES)
  async update(@Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string, @Body() body: TeamUpdateDto): Promise<TeamResponse> {
    return { team: await this.teams.update(id, body) };
  }

  @Post('update-member-teams')
  @HttpCode(200)
  @Roles(...ALL_MEMBER_ROLES)
  async updateMemberTeams(@CurrentMember() member: MemberEntity, @Body() body: UpdateMemberTeamsDto): Promise<MemberResponse> {
    return { member: await this.teams.setMemberTeams(member, body.teams, body.email) };
  }
}

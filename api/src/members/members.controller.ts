import { Body, Controller, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  AdminMemberResponse,
  ContactProblemsResponse,
  MemberApplicationResponse,
  memberExportFileName,
  MemberResponse,
  MemberSearchResponse,
  MemberDeleteResponse,
  OwnMemberUpdateResponse,
  adminUpdateMemberRoute,
  applyForMembershipRoute,
  contactProblemsRoute,
  currentMemberRoute,
  deleteMemberRoute,
  exportMembersRoute,
  memberDetailRoute,
  myMemberRecordRoute,
  searchMembersRoute,
  updateOwnMemberRoute,
} from '@greenroom/contracts';
import type { Response } from 'express';
import { ClientIp } from '../common/client-ip.decorator';
import { CurrentMember } from '../common/current-member.decorator';
import { AdminMemberUpdateDto, MemberDeleteDto, MemberDetailQueryDto } from './dto/member-admin.dto';
import { MemberApplicationDto } from './dto/member-application.dto';
import { MemberMeDto, OwnMemberUpdateDto } from './dto/member-me.dto';
import { MemberExportDto, MemberSearchDto } from './dto/member-search.dto';
import { MemberEntity } from './entities/member.entity';
import { MemberApplicationService } from './member-application.service';
import { MemberExportLimitService } from './member-export-limit.service';
import { MemberSearchService } from './member-search.service';
import { MembersService } from './members.service';
import { Route } from '../common/route.decorator';

@ApiTags('members')
@ApiBearerAuth()
@Controller()
export class MembersController {
  constructor(
    private readonly members: MembersService,
    private readonly search: MemberSearchService,
    private readonly directoryLimit: MemberExportLimitService,
    private readonly applications: MemberApplicationService,
  ) {}

  @Route(myMemberRecordRoute)
  me(@CurrentMember() member: MemberEntity, @Body() body: MemberMeDto): MemberResponse {
    return { member: this.members.ownRecord(member, body.email) };
  }

  @Route(currentMemberRoute)
  current(@CurrentMember() member: MemberEntity): MemberResponse {
    return { member: this.members.ownRecord(member) };
  }

  @Route(updateOwnMemberRoute)
  updateOwn(@CurrentMember() member: MemberEntity, @Body() body: OwnMemberUpdateDto): Promise<OwnMemberUpdateResponse> {
    return this.members.updateOwn(member, body);
  }

  @Route(searchMembersRoute)
  async searchMembers(@CurrentMember() member: MemberEntity, @Body() body: MemberSearchDto): Promise<MemberSearchResponse> {
    // Every page counts against the member's hourly directory reads, which the export shares (finding 5 of issue 42).
    await this.directoryLimit.countSearchPage(member.id);
    return this.search.search(body, member.portalPermission);
  }

  /** Every matching member as CSV, streamed (a broad export is not held in memory). */
  @Route(exportMembersRoute)
  async exportMembers(@CurrentMember() member: MemberEntity, @Body() body: MemberExportDto, @Res() response: Response): Promise<void> {
    await this.search.exportCsv(body, member, () => {
      response.setHeader('Content-Type', 'text/csv; charset=utf-8');
      response.setHeader('Content-Disposition', `attachment; filename="${memberExportFileName()}"`);
      return response;
    });
  }

  @Route(contactProblemsRoute)
  contactProblems(): Promise<ContactProblemsResponse> {
    return this.members.contactProblems();
  }

  @Route(memberDetailRoute)
  async detail(@Query() query: MemberDetailQueryDto): Promise<AdminMemberResponse> {
    return { member: await this.members.detail(query.email, query.id) };
  }

  @Route(adminUpdateMemberRoute)
  async adminUpdate(@CurrentMember() actor: MemberEntity, @Body() body: AdminMemberUpdateDto): Promise<AdminMemberResponse> {
    return { member: await this.members.adminUpdate(actor, body) };
  }

  @Route(deleteMemberRoute)
  async delete(@CurrentMember() actor: MemberEntity, @Body() body: MemberDeleteDto): Promise<MemberDeleteResponse> {
    await this.members.delete(actor, body.email, body.id);
    return { message: 'Member deleted successfully' };
  }

  @Route(applyForMembershipRoute)
  async apply(@Body() body: MemberApplicationDto, @ClientIp() ip: string | null): Promise<MemberApplicationResponse> {
    await this.applications.apply(body, ip);
    return { success: true };
  }
}

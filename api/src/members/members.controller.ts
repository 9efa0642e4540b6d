import { Body, Controller, Get, HttpCode, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  ADMIN_ONLY,
  ALL_MEMBER_ROLES,
  AdminMemberResponse,
  ContactProblemsResponse,
  MemberApplicationResponse,
  memberExportFileName,
  MemberResponse,
  MemberSearchResponse,
  MemberDeleteResponse,
  OwnMemberUpdateResponse,
} from '@greenroom/contracts';
import type { Response } from 'express';
import { Public, Roles } from '../common/access.decorators';
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

@ApiTags('members')
@ApiBearerAuth()
@Controller('members')
export class MembersController {
  constructor(
    private readonly members: MembersService,
    private readonly search: MemberSearchService,
    private readonly directoryLimit: MemberExportLimitService,
    private readonly applications: MemberApplicationService,
  ) {}

  @Post('me')
  @HttpCode(200)
  @Roles(...ALL_MEMBER_ROLES)
  me(@CurrentMember() member: MemberEntity, @Body() body: MemberMeDto): MemberResponse {
    return { member: this.members.ownRecord(member, body.email) };
  }

  @Get('current')
  @Roles(...ALL_MEMBER_ROLES)
  current(@CurrentMember() member: MemberEntity): MemberResponse {
    return { member: this.members.ownRecord(member) };
  }

  @Patch('update')
  @Roles(...ALL_MEMBER_ROLES)
  updateOwn(@CurrentMember() member: MemberEntity, @Body() body: OwnMemberUpdateDto): Promise<OwnMemberUpdateResponse> {
    return this.members.updateOwn(member, body);
  }

  @Post('search')
  @HttpCode(200)
  @Roles(...ALL_MEMBER_ROLES)
  async searchMembers(@CurrentMember() member: MemberEntity, @Body() body: MemberSearchDto): Promise<MemberSearchResponse> {
    // Every page counts against the member's hourly directory reads, which the export shares (finding 5 of issue 42).
    await this.directoryLimit.countSearchPage(member.id);
    return this.search.search(body, member.portalPermission);
  }

  /** Every matching member as CSV, streamed (a broad export is not held in memory). */
  @Post('export')
  @HttpCode(200)
  @Roles(...ALL_MEMBER_ROLES)
  async exportMembers(@CurrentMember() member: MemberEntity, @Body() body: MemberExportDto, @Res() response: Response): Promise<void> {
    await this.search.exportCsv(body, member, () => {
      response.setHeader('Content-Type', 'text/csv; charset=utf-8');
      response.setHeader('Content-Disposition', `attachment; filename="${memberExportFileName()}"`);
      return response;
    });
  }

  @Get('contact-problems')
  @Roles(...ADMIN_ONLY)
  contactProblems(): Promise<ContactProblemsResponse> {
    return this.members.contactProblems();
  }

  @Get('detail')
  @Roles(...ADMIN_ONLY)
  async detail(@Query() query: MemberDetailQueryDto): Promise<AdminMemberResponse> {
    return { member: await this.members.detail(query.email, query.id) };
  }

  @Post('update')
  @HttpCode(200)
  @Roles(...ADMIN_ONLY)
  async adminUpdate(@CurrentMember() actor: MemberEntity, @Body() body: AdminMemberUpdateDto): Promise<AdminMemberResponse> {
    return { member: await this.members.adminUpdate(actor, body) };
  }

  @Post('delete')
  @HttpCode(200)
  @Roles(...ADMIN_ONLY)
  async delete(@CurrentMember() actor: MemberEntity, @Body() body: MemberDeleteDto): Promise<MemberDeleteResponse> {
    await this.members.delete(actor, body.email, body.id);
    return { message: 'Member deleted successfully' };
  }

  @Post('new')
  @HttpCode(201)
  @Public()
  async apply(@Body() body: MemberApplicationDto, @ClientIp() ip: string | null): Promise<MemberApplicationResponse> {
    await this.applications.apply(body, ip);
    return { success: true };
  }
}

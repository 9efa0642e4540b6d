import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Body, Controller, Get, HttpCode, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  ALL_MEMBER_ROLES,
  ORGANIZER_ROLES,
  type AuditionApplicationsResponse,
  type AuditionSubmissionResponse,
  type MyAuditionApplicationsResponse,
  type RecordsResponse,
  type ShowInformationFields,
} from '@greenroom/contracts';
import { Roles } from '../common/access.decorators';
import { CurrentMember } from '../common/current-member.decorator';
import { MemberEntity } from '../members/entities/member.entity';
import { AuditionsService } from './auditions.service';
import { AuditionSubmissionDto, ShowInformationQueryDto } from './dto/auditions.dto';

/** Our own grid template (drawn by mfe-auditions/scripts/make-sheet-template.mjs); same path from src/ and dist/. */
const SHEET_TEMPLATE = path.join(__dirname, '..', '..', 'assets', 'audition-sheet-template.pdf');

@ApiTags('auditions')
@ApiBearerAuth()
@Controller()
export class AuditionsController {
  constructor(private readonly auditions: AuditionsService) {}

  @Get('auditions/applications')
  @Roles(...ORGANIZER_ROLES)
  applications(): Promise<AuditionApplicationsResponse> {
    return this.auditions.applicationsByShow();
  }

  /** The static grid template the audition sheet is drawn on. */
  @Get('auditions/sheet-template')
  @Roles(...ALL_MEMBER_ROLES)
  async sheetTemplate(): Promise<StreamableFile> {
    const data = await readFile(SHEET_TEMPLATE);
    return new StreamableFile(data, { type: 'application/pdf', length: data.length, disposition: 'inline; filename="audition-sheet-template.pdf"' });
  }

  @Get('show-information')
  @Roles(...ALL_MEMBER_ROLES)
  showInformation(@Query() query: ShowInformationQueryDto): Promise<RecordsResponse<ShowInformationFields>> {
    return this.auditions.showInformation(query.filter.Title);
  }

  /** The session member's own pre-registrations: the list says which shows they pre-registered for, the form reopens with the answers. */
  @Get('audition-applications/mine')
  @Roles(...ALL_MEMBER_ROLES)
  mine(@CurrentMember() member: MemberEntity): Promise<MyAuditionApplicationsResponse> {
    return this.auditions.applicationsOf(member);
  }

  @Post('audition-applications')
  @HttpCode(200)
  @Roles(...ALL_MEMBER_ROLES)
  submit(@CurrentMember() member: MemberEntity, @Body() body: AuditionSubmissionDto): Promise<AuditionSubmissionResponse> {
    return this.auditions.submit(member, body);
  }
}

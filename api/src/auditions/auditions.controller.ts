import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Body, Controller, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  type AuditionApplicationsResponse,
  type AuditionSubmissionResponse,
  type MyAuditionApplicationsResponse,
  type RecordsResponse,
  type ShowInformationFields,
  auditionApplicationsRoute,
  auditionSheetTemplateRoute,
  myAuditionApplicationsRoute,
  showInformationRoute,
  submitAuditionApplicationRoute,
} from '@greenroom/contracts';
import { CurrentMember } from '../common/current-member.decorator';
import { MemberEntity } from '../members/entities/member.entity';
import { AuditionsService } from './auditions.service';
import { AuditionSubmissionDto, ShowInformationQueryDto } from './dto/auditions.dto';
import { Route } from '../common/route.decorator';

/** Our own grid template (drawn by mfe-auditions/scripts/make-sheet-template.mjs); same path from src/ and dist/. */
const SHEET_TEMPLATE = path.join(__dirname, '..', '..', 'assets', 'audition-sheet-template.pdf');

@ApiTags('auditions')
@ApiBearerAuth()
@Controller()
export class AuditionsController {
  constructor(private readonly auditions: AuditionsService) {}

  @Route(auditionApplicationsRoute)
  applications(): Promise<AuditionApplicationsResponse> {
    return this.auditions.applicationsByShow();
  }

  /** The static grid template the audition sheet is drawn on. */
  @Route(auditionSheetTemplateRoute)
  async sheetTemplate(): Promise<StreamableFile> {
    const data = await readFile(SHEET_TEMPLATE);
    return new StreamableFile(data, { type: 'application/pdf', length: data.length, disposition: 'inline; filename="audition-sheet-template.pdf"' });
  }

  @Route(showInformationRoute)
  showInformation(@Query() query: ShowInformationQueryDto): Promise<RecordsResponse<ShowInformationFields>> {
    return this.auditions.showInformation(query.filter.Title);
  }

  /** The session member's own pre-registrations: the list says which shows they pre-registered for, the form reopens with the answers. */
  @Route(myAuditionApplicationsRoute)
  mine(@CurrentMember() member: MemberEntity): Promise<MyAuditionApplicationsResponse> {
    return this.auditions.applicationsOf(member);
  }

  @Route(submitAuditionApplicationRoute)
  submit(@CurrentMember() member: MemberEntity, @Body() body: AuditionSubmissionDto): Promise<AuditionSubmissionResponse> {
    return this.auditions.submit(member, body);
  }
}

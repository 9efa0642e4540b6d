import { Body, Controller, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  duesExportFileName,
  type DuesListResponse,
  type DuesPaymentResponse,
  duesCsvRoute,
  duesListRoute,
  recordDuesPaymentRoute,
} from '@greenroom/contracts';
import type { Response } from 'express';
import { CurrentMember } from '../../common/current-member.decorator';
import { MemberEntity } from '../entities/member.entity';
import { duesCsv } from './dues-csv';
import { DuesPaymentDto } from './dues.dto';
import { DuesService } from './dues.service';
import { Route } from '../../common/route.decorator';

@ApiTags('members')
@ApiBearerAuth()
@Controller()
export class DuesController {
  constructor(private readonly dues: DuesService) {}

  @Route(recordDuesPaymentRoute)
  recordPayment(@CurrentMember() actor: MemberEntity, @Body() body: DuesPaymentDto): Promise<DuesPaymentResponse> {
    return this.dues.recordPayment(actor, body);
  }

  @Route(duesListRoute)
  list(): Promise<DuesListResponse> {
    return this.dues.list();
  }

  @Route(duesCsvRoute)
  async csv(@Res({ passthrough: true }) response: Response): Promise<string> {
    const { members, today } = await this.dues.list();
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${duesExportFileName(today)}"`);
    return duesCsv(members);
  }
}

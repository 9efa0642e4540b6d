import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ADMIN_ONLY, duesExportFileName, type DuesListResponse, type DuesPaymentResponse } from '@greenroom/contracts';
import type { Response } from 'express';
import { Roles } from '../../common/access.decorators';
import { CurrentMember } from '../../common/current-member.decorator';
import { MemberEntity } from '../entities/member.entity';
import { duesCsv } from './dues-csv';
import { DuesPaymentDto } from './dues.dto';
import { DuesService } from './dues.service';

@ApiTags('members')
@ApiBearerAuth()
@Controller('members')
export class DuesController {
  constructor(private readonly dues: DuesService) {}

  @Post('dues-payment')
  @HttpCode(200)
  @Roles(...ADMIN_ONLY)
  recordPayment(@CurrentMember() actor: MemberEntity, @Body() body: DuesPaymentDto): Promise<DuesPaymentResponse> {
    return this.dues.recordPayment(actor, body);
  }

  @Get('dues')
  @Roles(...ADMIN_ONLY)
  list(): Promise<DuesListResponse> {
    return this.dues.list();
  }

  @Get('dues.csv')
  @Roles(...ADMIN_ONLY)
  async csv(@Res({ passthrough: true }) response: Response): Promise<string> {
    const { members, today } = await this.dues.list();
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${duesExportFileName(today)}"`);
    return duesCsv(members);
  }
}

import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ADMIN_ONLY, MemberLogEntry, MemberLogQuerySchema } from '@greenroom/contracts';
import { createZodDto } from 'nestjs-zod';
import { Roles } from '../common/access.decorators';
import { MemberLogService } from './member-log.service';

class MemberLogQueryDto extends createZodDto(MemberLogQuerySchema) {}

@ApiTags('member-log')
@ApiBearerAuth()
@Controller('membership')
export class MemberLogController {
  constructor(private readonly memberLog: MemberLogService) {}

  /** Spec 02 §7: the answer is the array itself, newest first. */
  @Get('member-log')
  @Roles(...ADMIN_ONLY)
  list(@Query() query: MemberLogQueryDto): Promise<MemberLogEntry[]> {
    return this.memberLog.list(query);
  }
}

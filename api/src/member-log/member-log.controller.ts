import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ADMIN_ONLY, MemberLogEntry } from '@greenroom/contracts';
import { Roles } from '../common/access.decorators';
import { MemberLogQueryDto } from './dto/member-log.dto';
import { MemberLogService } from './member-log.service';

@ApiTags('member-log')
@ApiBearerAuth()
// One of the /membership/* routes, all mounted by MembershipRoutesModule (api/src/membership-routes.module.ts).
@Controller('membership')
export class MemberLogController {
  constructor(private readonly memberLog: MemberLogService) {}

  /** docs/spec-summary.md §2.7: the answer is the array itself, newest first. */
  @Get('member-log')
  @Roles(...ADMIN_ONLY)
  list(@Query() query: MemberLogQueryDto): Promise<MemberLogEntry[]> {
    return this.memberLog.list(query);
  }
}

import { Controller, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { MemberLogEntry, memberLogRoute } from '@greenroom/contracts';
import { MemberLogQueryDto } from './dto/member-log.dto';
import { MemberLogService } from './member-log.service';
import { Route } from '../common/route.decorator';

@ApiTags('member-log')
@ApiBearerAuth()
// One of the /membership/* routes, all mounted by MembershipRoutesModule (api/src/membership-routes.module.ts).
@Controller()
export class MemberLogController {
  constructor(private readonly memberLog: MemberLogService) {}

  /** docs/spec-summary.md §2.7: the answer is the array itself, newest first. */
  @Route(memberLogRoute)
  list(@Query() query: MemberLogQueryDto): Promise<MemberLogEntry[]> {
    return this.memberLog.list(query);
  }
}

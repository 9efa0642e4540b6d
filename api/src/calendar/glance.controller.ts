import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ALL_MEMBER_ROLES, type GlanceResponse } from '@greenroom/contracts';
import { Roles } from '../common/access.decorators';
import { CalendarService } from './calendar.service';
import { GlanceQueryDto } from './dto/glance.dto';

/** The spec serves the dashboard card outside /api (configure-app.ts excludes this path from the prefix). */
@ApiTags('calendar')
@ApiBearerAuth()
// One of the /membership/* routes, all mounted by MembershipRoutesModule (api/src/membership-routes.module.ts).
@Controller('membership/calendar')
export class GlanceController {
  constructor(private readonly calendar: CalendarService) {}

  @Get('events-at-a-glance')
  @Roles(...ALL_MEMBER_ROLES)
  async glance(@Query() query: GlanceQueryDto): Promise<GlanceResponse> {
    return { records: await this.calendar.glance(query) };
  }
}

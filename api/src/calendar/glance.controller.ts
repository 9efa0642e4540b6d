import { Controller, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type GlanceResponse, eventsAtAGlanceRoute } from '@greenroom/contracts';
import { CalendarService } from './calendar.service';
import { GlanceQueryDto } from './dto/glance.dto';
import { Route } from '../common/route.decorator';

/** The spec serves the dashboard card outside /api (configure-app.ts excludes this path from the prefix). */
@ApiTags('calendar')
@ApiBearerAuth()
// One of the /membership/* routes, all mounted by MembershipRoutesModule (api/src/membership-routes.module.ts).
@Controller()
export class GlanceController {
  constructor(private readonly calendar: CalendarService) {}

  @Route(eventsAtAGlanceRoute)
  async glance(@Query() query: GlanceQueryDto): Promise<GlanceResponse> {
    return { records: await this.calendar.glance(query) };
  }
}

import { Controller, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { emailTimelineRoute, type EmailTimeline } from '@greenroom/contracts';
import { EmailTimelineQueryDto } from './dto/email-timeline.dto';
import { EmailTimelineService } from './email-timeline.service';
import { Route } from '../../common/route.decorator';

/** The statistics' timeline of every kind of mail: Admin only, like the rest of Email Notification Management. */
@ApiTags('email notifications')
@ApiBearerAuth()
@Controller()
export class EmailTimelineController {
  constructor(private readonly timeline: EmailTimelineService) {}

  @Route(emailTimelineRoute)
  get(@Query() query: EmailTimelineQueryDto): Promise<EmailTimeline> {
    return this.timeline.timeline(query.days);
  }
}

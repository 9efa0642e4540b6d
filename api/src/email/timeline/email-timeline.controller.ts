import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { EmailTimeline } from '@greenroom/contracts';
import { Roles } from '../../common/access.decorators';
import { EmailTimelineQueryDto } from './dto/email-timeline.dto';
import { EmailTimelineService } from './email-timeline.service';

/** The statistics' timeline of every kind of mail: Admin only, like the rest of Email Notification Management. */
@ApiTags('email notifications')
@ApiBearerAuth()
@Controller()
export class EmailTimelineController {
  constructor(private readonly timeline: EmailTimelineService) {}

  @Get('email-timeline')
  @Roles('Admin')
  get(@Query() query: EmailTimelineQueryDto): Promise<EmailTimeline> {
    return this.timeline.timeline(query.days);
  }
}

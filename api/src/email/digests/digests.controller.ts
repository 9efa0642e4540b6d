import { Body, Controller, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  emailLogsRoute,
  emailStatsRoute,
  eventsPreviewRoute,
  schedulerSettingsRoute,
  schedulerStatusRoute,
  sendDigestTestRoute,
  toggleSchedulerRoute,
  type EmailLogsResponse,
  type EmailMessageResponse,
  type EmailStats,
  type EventsPreviewResponse,
  type SchedulerStatus,
  type ToggleSchedulerResponse,
} from '@greenroom/contracts';
import { DigestScheduleDto, EventsPreviewQueryDto, SendDigestTestDto, ToggleSchedulerDto } from './dto/digests.dto';
import { DigestsService } from './digests.service';
import { Route } from '../../common/route.decorator';

/** Email Notification Management: Admin only, checked here (the spec's client-side isAdmin gate is not enough). */
@ApiTags('email notifications')
@ApiBearerAuth()
@Controller()
export class DigestsController {
  constructor(private readonly digests: DigestsService) {}

  @Route(eventsPreviewRoute)
  async eventsPreview(@Query() query: EventsPreviewQueryDto): Promise<EventsPreviewResponse> {
    return { events: await this.digests.preview(query.date, query.type ?? 'daily') };
  }

  @Route(sendDigestTestRoute)
  async sendTestEmail(@Body() body: SendDigestTestDto): Promise<EmailMessageResponse> {
    await this.digests.sendTest(body.emailType, body.recipient, body.testDate);
    return { message: `Test email sent successfully to ${body.recipient}` };
  }

  @Route(schedulerStatusRoute)
  schedulerStatus(): Promise<SchedulerStatus> {
    return this.digests.status();
  }

  @Route(toggleSchedulerRoute)
  async toggleScheduler(@Body() body: ToggleSchedulerDto): Promise<ToggleSchedulerResponse> {
    const status = await this.digests.toggle(body.type, body.enabled);
    const name = body.type === 'daily' ? 'Daily' : 'Weekly';
    return { status, message: `${name} email scheduler ${body.enabled ? 'enabled' : 'disabled'} successfully.` };
  }

  @Route(schedulerSettingsRoute)
  async scheduleSettings(@Body() body: DigestScheduleDto): Promise<ToggleSchedulerResponse> {
    const status = await this.digests.reschedule(body);
    const when = body.type === 'daily' ? `at ${status.dailyTime} every day` : `at ${status.weeklyTime} every ${status.weeklyDay}`;
    return { status, message: `The ${body.type} e-mail now goes out ${when}.` };
  }

  @Route(emailStatsRoute)
  stats(): Promise<EmailStats> {
    return this.digests.stats();
  }

  @Route(emailLogsRoute)
  async logs(): Promise<EmailLogsResponse> {
    return { logs: await this.digests.logs() };
  }
}

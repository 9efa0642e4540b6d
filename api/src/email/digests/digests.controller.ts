import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type {
  EmailLogsResponse,
  EmailMessageResponse,
  EmailStats,
  EventsPreviewResponse,
  SchedulerStatus,
  ToggleSchedulerResponse,
} from '@greenroom/contracts';
import { Roles } from '../../common/access.decorators';
import { DigestScheduleDto, EventsPreviewQueryDto, SendDigestTestDto, ToggleSchedulerDto } from './dto/digests.dto';
import { DigestsService } from './digests.service';

/** Email Notification Management: Admin only, checked here (the spec's client-side isAdmin gate is not enough). */
@ApiTags('email notifications')
@ApiBearerAuth()
@Controller()
export class DigestsController {
  constructor(private readonly digests: DigestsService) {}

  @Get('events-preview')
  @Roles('Admin')
  async eventsPreview(@Query() query: EventsPreviewQueryDto): Promise<EventsPreviewResponse> {
    return { events: await this.digests.preview(query.date, query.type ?? 'daily') };
  }

  @Post('send-test-email')
  @HttpCode(200)
  @Roles('Admin')
  async sendTestEmail(@Body() body: SendDigestTestDto): Promise<EmailMessageResponse> {
    await this.digests.sendTest(body.emailType, body.recipient, body.testDate);
    return { message: `Test email sent successfully to ${body.recipient}` };
  }

  @Get('email-scheduler-status')
  @Roles('Admin')
  schedulerStatus(): Promise<SchedulerStatus> {
    return this.digests.status();
  }

  @Post('toggle-email-scheduler')
  @HttpCode(200)
  @Roles('Admin')
  async toggleScheduler(@Body() body: ToggleSchedulerDto): Promise<ToggleSchedulerResponse> {
    const status = await this.digests.toggle(body.type, body.enabled);
    const name = body.type === 'daily' ? 'Daily' : 'Weekly';
    return { status, message: `${name} email scheduler ${body.enabled ? 'enabled' : 'disabled'} successfully.` };
  }

  @Post('email-scheduler-settings')
  @HttpCode(200)
  @Roles('Admin')
  async scheduleSettings(@Body() body: DigestScheduleDto): Promise<ToggleSchedulerResponse> {
    const status = await this.digests.reschedule(body);
    const when = body.type === 'daily' ? `at ${status.dailyTime} every day` : `at ${status.weeklyTime} every ${status.weeklyDay}`;
    return { status, message: `The ${body.type} e-mail now goes out ${when}.` };
  }

  @Get('email-stats')
  @Roles('Admin')
  stats(): Promise<EmailStats> {
    return this.digests.stats();
  }

  @Get('email-logs')
  @Roles('Admin')
  async logs(): Promise<EmailLogsResponse> {
    return { logs: await this.digests.logs() };
  }
}

import { Injectable } from '@nestjs/common';
import type { EmailTimeline } from '@greenroom/contracts';
import { AppConfig } from '../../config/app-config';
import { addCalendarDays, calendarDayIn, Clock } from '../../clock/clock';
import { EmailTimelineRepository } from './email-timeline.repository';

@Injectable()
export class EmailTimelineService {
  constructor(
    private readonly counts: EmailTimelineRepository,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** The last `days` theater days, today included. */
  async timeline(days: number): Promise<EmailTimeline> {
    const timeZone = this.config.theaterTimeZone;
    const to = calendarDayIn(this.clock.now(), timeZone);
    const from = addCalendarDays(to, 1 - days);
    return { from, to, timeZone, days: await this.counts.countsSince(from, timeZone) };
  }
}

import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import {
  DIGEST_DEFAULT_SCHEDULE,
  DAILY_DIGEST_LIST,
  formatClockTime,
  WEEKDAY_NAMES,
  WEEKLY_DIGEST_LIST,
  type DigestScheduleRequest,
  type DigestType,
  EmailLog,
  EmailLogType,
  EmailRunStats,
  EmailStats,
  PreviewEvent,
  SchedulerStatus,
} from '@greenroom/contracts';
import { DigestQueue } from './digest-queue';
import { AppConfig } from '../../config/app-config';
import { addDaysIso, DigestEventsRepository } from './digest-events.repository';
import { digestPattern } from './digest-schedule';
import { runLogEntry, runStatus } from './digest-run-status';
import { DigestRunsRepository } from './digest-runs.repository';
import { DigestSettingsRepository } from './digest-settings.repository';
import type { DigestSettingEntity } from '../entities/digest-setting.entity';
import { Transactions } from '../../database/transactions';
import { nextDigestSend } from './next-digest-send';
import { AudienceRepository } from '../campaigns/audience.repository';

const LOG_RUNS = 20;
const QUEUE_DOWN = 'The mail queue is unavailable. Please try again in a few minutes.';

/**
 * The digests' schedules (PostgreSQL holds the truth, BullMQ job schedulers mirror it; the worker puts back a
 * missing one, see DigestScheduleKeeper), statistics and logs.
 */
@Injectable()
export class DigestsService {
  constructor(
    private readonly schedules: DigestSettingsRepository,
    private readonly runs: DigestRunsRepository,
    private readonly queue: DigestQueue,
    private readonly events: DigestEventsRepository,
    private readonly config: AppConfig,
    private readonly audience: AudienceRepository,
    private readonly transactions: Transactions,
  ) {}

  /** The events a digest of this type sent for `date` would list: the day, or the week from it. */
  preview(date: string, type: DigestType = 'daily'): Promise<PreviewEvent[]> {
    return this.events.between(date, type === 'weekly' ? addDaysIso(date, 6) : date);
  }

  async status(): Promise<SchedulerStatus> {
    const [daily, weekly, dailySubscribers, weeklySubscribers] = await Promise.all([
      this.schedules.of('daily'),
      this.schedules.of('weekly'),
      this.audience.countSubscribersOf(DAILY_DIGEST_LIST),
      this.audience.countSubscribersOf(WEEKLY_DIGEST_LIST),
    ]);
    const now = new Date();
    return {
      daily: daily.enabled,
      dailyTime: formatClockTime(daily.time),
      dailyAt: daily.time,
      weekly: weekly.enabled,
      weeklyTime: formatClockTime(weekly.time),
      weeklyDay: WEEKDAY_NAMES[weekly.weekday] ?? WEEKDAY_NAMES[DIGEST_DEFAULT_SCHEDULE.weekday],
      weeklyAt: weekly.time,
      weeklyWeekday: weekly.weekday,
      timeZone: this.config.theaterTimeZone,
      dailySubscribers,
      weeklySubscribers,
      dailyNext: nextDigestSend(now, this.config.theaterTimeZone, daily.time, null),
      weeklyNext: nextDigestSend(now, this.config.theaterTimeZone, weekly.time, weekly.weekday),
      companyEmail: this.config.companyEmail,
    };
  }

  async toggle(type: DigestType, enabled: boolean): Promise<SchedulerStatus> {
    await this.change(type, (setting) => ({ ...setting, enabled }), { unscheduleWhenOff: true });
    return this.status();
  }

  /** A digest's new time (and the weekly one's day); a running schedule moves with it at once. */
  async reschedule(request: DigestScheduleRequest): Promise<SchedulerStatus> {
    await this.change(request.type, (setting) => ({ ...setting, time: request.time, weekday: request.weekday ?? setting.weekday }), {
      unscheduleWhenOff: false,
    });
    return this.status();
  }

  /**
   * One change to a digest's settings, one at a time per digest (a double tap, two Admins): the BullMQ schedule is
   * set to match (a digest that is off is unscheduled only when switched off), then the row saved, under the
   * digest's lock, so the two never disagree.
   */
  private change(
    type: DigestType,
    next: (setting: DigestSettingEntity) => DigestSettingEntity,
    { unscheduleWhenOff }: { unscheduleWhenOff: boolean },
  ): Promise<void> {
    return this.transactions.run(async () => {
      await this.schedules.lock(type);
      const setting = next(await this.schedules.of(type));
      try {
        if (setting.enabled) await this.queue.scheduleDigest(type, digestPattern(setting), this.config.theaterTimeZone);
        else if (unscheduleWhenOff) await this.queue.unscheduleDigest(type);
      } catch {
        throw new ServiceUnavailableException(QUEUE_DOWN);
      }
      await this.schedules.save(setting);
    });
  }

  async sendTest(type: DigestType, recipient: string, date: string): Promise<void> {
    try {
      await this.queue.sendDigestTest(type, recipient, date);
    } catch {
      throw new ServiceUnavailableException(QUEUE_DOWN);
    }
  }

  async stats(): Promise<EmailStats> {
    const [daily, weekly, test] = await Promise.all([this.lastRun('daily'), this.lastRun('weekly'), this.lastRun('test')]);
    return { daily, weekly, test };
  }

  async logs(): Promise<EmailLog[]> {
    const types: EmailLogType[] = ['daily', 'weekly', 'test'];
    return Promise.all(
      types.map(async (type) => {
        const runs = await this.runs.newest(type, LOG_RUNS);
        return { type, runs: runs.map((run) => ({ text: runLogEntry(run), campaignId: run.campaignId })) };
      }),
    );
  }

  /** Recipients counts the messages the SMTP server accepted, not those queued. */
  private async lastRun(type: EmailLogType): Promise<EmailRunStats> {
    const [run] = await this.runs.newest(type, 1);
    return run
      ? { lastRun: run.ranAt.toISOString(), recipients: run.sent, failed: run.failed, status: runStatus(run) }
      : { lastRun: null, recipients: 0, failed: 0, status: null };
  }
}

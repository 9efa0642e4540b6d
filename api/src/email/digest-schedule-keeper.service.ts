import { Injectable, Logger } from '@nestjs/common';
import { DigestTypeSchema, type DigestType } from '@greenroom/contracts';
import { BulkMailQueue } from '../mail/bulk-mail-queue.service';
import { MailSettings } from '../mail/mail-settings';
import { digestPattern } from './digest-schedule';
import { EmailSchedulerSettingsRepository } from './email-scheduler-settings.repository';

/**
 * Keeps Redis's digest schedules (BullMQ job schedulers) there for every digest PostgreSQL says is on: a Redis that
 * came back empty, or a new one, has none. It only adds: a schedule left behind for a digest turned off is harmless
 * (the run checks PostgreSQL and sends nothing), while removing one could race an Admin turning it on.
 */
@Injectable()
export class DigestScheduleKeeper {
  private readonly logger = new Logger(DigestScheduleKeeper.name);

  constructor(
    private readonly schedules: EmailSchedulerSettingsRepository,
    private readonly queue: BulkMailQueue,
    private readonly settings: MailSettings,
  ) {}

  /** Answers the digests whose missing schedule it put back. */
  async restoreMissing(): Promise<DigestType[]> {
    const restored: DigestType[] = [];
    for (const type of DigestTypeSchema.options) {
      const setting = await this.schedules.of(type);
      if (!setting.enabled || (await this.queue.hasDigestSchedule(type))) continue;
      await this.queue.scheduleDigest(type, digestPattern(setting), this.settings.timeZone);
      this.logger.warn(`the ${type} digest's schedule was missing from Redis: put back from PostgreSQL`);
      restored.push(type);
    }
    return restored;
  }
}

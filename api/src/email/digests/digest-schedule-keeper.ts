import { Injectable, Logger } from '@nestjs/common';
import { DigestTypeSchema, type DigestType } from '@greenroom/contracts';
import { DigestQueue } from './digest-queue';
import { AppConfig } from '../../config/app-config';
import { digestPattern } from './digest-schedule';
import { DigestSettingsRepository } from './digest-settings.repository';

/**
 * Keeps Redis's digest schedules (BullMQ job schedulers) there for every digest PostgreSQL says is on: a Redis that
 * came back empty, or a new one, has none. It only adds: a schedule left behind for a digest turned off is harmless
 * (the run checks PostgreSQL and sends nothing), while removing one could race an Admin turning it on.
 */
@Injectable()
export class DigestScheduleKeeper {
  private readonly logger = new Logger(DigestScheduleKeeper.name);

  constructor(
    private readonly schedules: DigestSettingsRepository,
    private readonly queue: DigestQueue,
    private readonly config: AppConfig,
  ) {}

  /** Answers the digests whose missing schedule it put back. */
  async restoreMissing(): Promise<DigestType[]> {
    const restored: DigestType[] = [];
    for (const type of DigestTypeSchema.options) {
      const setting = await this.schedules.of(type);
      if (!setting.enabled || (await this.queue.hasDigestSchedule(type))) continue;
      await this.queue.scheduleDigest(type, digestPattern(setting), this.config.theaterTimeZone);
      this.logger.warn(`the ${type} digest's schedule was missing from Redis: put back from PostgreSQL`);
      restored.push(type);
    }
    return restored;
  }
}

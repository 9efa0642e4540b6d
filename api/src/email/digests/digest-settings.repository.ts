import { Injectable } from '@nestjs/common';
import { DIGEST_DEFAULT_SCHEDULE, type DigestType } from '@greenroom/contracts';
import { Transactions } from '../../database/transactions';
import { DigestSettingEntity } from '../entities/digest-setting.entity';

/** The digests' schedules as PostgreSQL holds them. */
@Injectable()
export class DigestSettingsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get settings() {
    return this.transactions.manager.getRepository(DigestSettingEntity);
  }

  /**
   * Holds one digest's settings until the caller's transaction ends (its row may not exist yet, so a lock on its
   * name): two Admins changing one digest at once take turns, and PostgreSQL and the BullMQ schedule end up alike.
   */
  async lock(type: DigestType): Promise<void> {
    await this.transactions.manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`digest-settings:${type}`]);
  }

  /** Until an admin first toggles, the spec's schedule, switched off. */
  async of(type: DigestType): Promise<DigestSettingEntity> {
    return (await this.settings.findOneBy({ type })) ?? this.settings.create({ type, enabled: false, ...DIGEST_DEFAULT_SCHEDULE });
  }

  async save(setting: DigestSettingEntity): Promise<void> {
    await this.settings.save(setting);
  }
}

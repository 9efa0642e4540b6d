import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { DigestType } from '@greenroom/contracts';
import { Repository } from 'typeorm';
import { DigestSettingEntity } from '../entities/digest-setting.entity';

/** The digests' schedules as PostgreSQL holds them. */
@Injectable()
export class DigestSettingsRepository {
  constructor(@InjectRepository(DigestSettingEntity) private readonly settings: Repository<DigestSettingEntity>) {}

  /** Spec defaults until an admin first toggles: 7:00 AM daily, Monday 7:00 AM weekly, both off. */
  async of(type: DigestType): Promise<DigestSettingEntity> {
    return (await this.settings.findOneBy({ type })) ?? this.settings.create({ type, enabled: false, time: '07:00', weekday: 1 });
  }

  async save(setting: DigestSettingEntity): Promise<void> {
    await this.settings.save(setting);
  }
}

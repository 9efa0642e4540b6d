import type { DigestSettingEntity } from '../entities/digest-setting.entity';

/** The cron pattern of a digest's setting: every day at its time, or its weekday at its time for the weekly one. */
export function digestPattern(setting: Pick<DigestSettingEntity, 'type' | 'time' | 'weekday'>): string {
  const [hours, minutes] = setting.time.split(':').map(Number);
  return `${minutes} ${hours} * * ${setting.type === 'weekly' ? setting.weekday : '*'}`;
}

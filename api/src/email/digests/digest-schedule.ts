import type { EmailSchedulerSettingEntity } from '../entities/email-scheduler-setting.entity';

/** The cron pattern of a digest's setting: every day at its time, or its weekday at its time for the weekly one. */
export function digestPattern(setting: Pick<EmailSchedulerSettingEntity, 'type' | 'time' | 'weekday'>): string {
  const [hours, minutes] = setting.time.split(':').map(Number);
  return `${minutes} ${hours} * * ${setting.type === 'weekly' ? setting.weekday : '*'}`;
}

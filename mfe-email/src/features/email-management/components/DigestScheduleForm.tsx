import { DigestTimeSchema, formatClockTime, WEEKDAY_NAMES, type DigestScheduleRequest, type DigestType } from '@greenroom/contracts';
import { theaterZoneName } from '@greenroom/sdk';
import { SchemaForm, SelectField, useSchemaForm } from '@greenroom/sdk/forms';
import { Button } from 'react-bootstrap';
import { z } from 'zod';

const ScheduleFormSchema = z.object({ time: DigestTimeSchema, weekday: z.string().regex(/^[0-6]$/) });

/** Every half hour from 5:00 AM to 9:00 PM: when members read a morning or an evening e-mail. */
const HALF_HOURS = Array.from({ length: 33 }, (_, index) => {
  const minutes = 5 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
const WEEKDAYS = WEEKDAY_NAMES.map((name, index) => ({ value: String(index), label: name }));

interface DigestScheduleFormProps {
  type: DigestType;
  /** The stored time, 'HH:MM', and for the weekly digest its weekday (0 Sunday). */
  time: string;
  weekday: number;
  saving: boolean;
  onSave: (request: DigestScheduleRequest) => void;
}

/** When a digest goes out, on the theater's clock: its time, and the weekly one's day. */
export function DigestScheduleForm({ type, time, weekday, saving, onSave }: DigestScheduleFormProps) {
  const form = useSchemaForm(ScheduleFormSchema, { values: { time, weekday: String(weekday) } });
  const times = (HALF_HOURS.includes(time) ? HALF_HOURS : [...HALF_HOURS, time].sort()).map((value) => ({ value, label: formatClockTime(value) }));
  const submit = (values: z.output<typeof ScheduleFormSchema>) =>
    onSave(type === 'daily' ? { type, time: values.time } : { type, time: values.time, weekday: Number(values.weekday) });
  return (
    <SchemaForm form={form} onSubmit={submit} idPrefix={`schedule-${type}`} aria-label={`When the ${type} e-mail goes out`} className="mt-3">
      {type === 'weekly' && <SelectField name="weekday" label="Day it goes out" options={WEEKDAYS} />}
      <SelectField name="time" label={`Time it goes out (${theaterZoneName()})`} options={times} />
      <Button type="submit" size="lg" variant="outline-primary" disabled={saving}>
        {type === 'daily' ? 'Save the time' : 'Save the day and time'}
      </Button>
    </SchemaForm>
  );
}

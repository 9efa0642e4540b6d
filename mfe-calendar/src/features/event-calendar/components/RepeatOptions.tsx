import type { RepeatPattern } from '@greenroom/contracts';
import { Button, Form } from 'react-bootstrap';
import styles from './calendar.module.css';

export interface RepeatSettings {
  enabled: boolean;
  pattern: RepeatPattern;
  endDate: string;
  weekdays: number[];
}

const WEEKDAYS = [
  ['S', 'Sunday'],
  ['M', 'Monday'],
  ['T', 'Tuesday'],
  ['W', 'Wednesday'],
  ['T', 'Thursday'],
  ['F', 'Friday'],
  ['S', 'Saturday'],
] as const;

interface RepeatOptionsProps {
  repeat: RepeatSettings;
  hasPreview: boolean;
  onChange: (change: Partial<RepeatSettings>) => void;
  onPreview: () => void;
}

export function RepeatOptions({ repeat, hasPreview, onChange, onPreview }: RepeatOptionsProps) {
  const toggle = (weekday: number) => {
    const next = repeat.weekdays.includes(weekday) ? repeat.weekdays.filter((day) => day !== weekday) : [...repeat.weekdays, weekday];
    // docs/spec-summary.md §2.5: the weekly pattern always keeps at least one weekday.
    if (next.length > 0) onChange({ weekdays: next.sort() });
  };
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="fs-5 float-none w-auto px-2 mb-0">Repeat</legend>
      <Form.Check
        type="checkbox"
        id="repeat-enabled"
        label="Repeat Event"
        checked={repeat.enabled}
        onChange={(event) => onChange({ enabled: event.target.checked })}
      />
      {repeat.enabled && (
        <div className="mt-3">
          <Form.Group className="mb-3" controlId="repeat-pattern">
            <Form.Label>Pattern</Form.Label>
            <Form.Select value={repeat.pattern} onChange={(event) => onChange({ pattern: event.target.value as RepeatPattern })}>
              <option value="consecutive">Consecutive Days</option>
              <option value="weekly">Weekly on same day</option>
            </Form.Select>
          </Form.Group>
          <Form.Group className="mb-3" controlId="repeat-end">
            <Form.Label>End Date</Form.Label>
            <Form.Control type="date" value={repeat.endDate} onChange={(event) => onChange({ endDate: event.target.value })} />
          </Form.Group>
          {repeat.pattern === 'weekly' && (
            <div className="mb-3" role="group" aria-label="Repeat on these days">
              <div className="form-label">Repeat on</div>
              <div className={styles.weekdayToggles}>
                {WEEKDAYS.map(([letter, name], weekday) => {
                  const on = repeat.weekdays.includes(weekday);
                  return (
                    <Button
                      key={name}
                      className={styles.weekdayToggle}
                      variant={on ? 'primary' : 'outline-secondary'}
                      aria-pressed={on}
                      aria-label={name}
                      title={name}
                      onClick={() => toggle(weekday)}
                    >
                      {letter}
                    </Button>
                  );
                })}
              </div>
            </div>
          )}
          <Button variant="outline-primary" onClick={onPreview}>
            {hasPreview ? 'Update Preview' : 'Preview Events'}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

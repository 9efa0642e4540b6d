import { endsNextDay, type CalendarCategoryItem } from '@greenroom/contracts';
import { CheckboxField, TextAreaField, TextField, useWatch } from '@greenroom/sdk/forms';
import { Col, Row } from 'react-bootstrap';
import { formatDay } from '../../../common/event-time';
import { nextDay } from '../lib/event-form';
import { CategorySelect } from './CategorySelect';

interface EventFieldsProps {
  idPrefix: string;
  categories: CalendarCategoryItem[];
}

/** The fields both event dialogs share, after their own Title control. */
export function EventFields({ idPrefix, categories }: EventFieldsProps) {
  const isAllDay = useWatch({ name: 'isAllDay' }) as boolean;
  const [date, startTime, endTime] = useWatch({ name: ['date', 'startTime', 'endTime'] }) as [string, string, string];
  const overnight = endsNextDay({ isAllDay, startTime, endTime }) && /^\d{4}-\d{2}-\d{2}$/.test(date);
  return (
    <>
      <CategorySelect id={`${idPrefix}-category`} categories={categories} />
      <TextField name="date" id={`${idPrefix}-date`} label="Date" type="date" required />
      <CheckboxField name="isAllDay" id={`${idPrefix}-all-day`} label="All Day Event" />
      {!isAllDay && (
        <Row className="mb-3">
          <Col xs={6}>
            <TextField name="startTime" id={`${idPrefix}-start`} label="Start Time" type="time" step={300} required groupClassName="" />
          </Col>
          <Col xs={6}>
            <TextField
              name="endTime"
              id={`${idPrefix}-end`}
              label="End Time"
              type="time"
              step={300}
              required
              groupClassName=""
              hint={overnight ? `Ends the next day, ${formatDay(nextDay(date))}.` : 'An end time earlier than the start time means the next day.'}
            />
          </Col>
        </Row>
      )}
      <TextField name="location" id={`${idPrefix}-location`} label="Location" />
      <TextAreaField name="details" id={`${idPrefix}-details`} label="Details" rows={3} placeholder="Act I-Pages 6-20" />
    </>
  );
}

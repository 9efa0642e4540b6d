import type { CalendarCategory } from '@greenroom/contracts';
import { Col, Form, Row } from 'react-bootstrap';
import type { EventFormValues } from '../lib/event-form';
import { CategorySelect } from './CategorySelect';

interface EventFieldsProps {
  idPrefix: string;
  values: EventFormValues;
  categories: CalendarCategory[];
  onChange: (change: Partial<EventFormValues>) => void;
}

/** The fields both event dialogs share, after their own Title control. */
export function EventFields({ idPrefix, values, categories, onChange }: EventFieldsProps) {
  return (
    <>
      <CategorySelect id={`${idPrefix}-category`} value={values.category} categories={categories} onChange={(category) => onChange({ category })} />
      <Form.Group className="mb-3" controlId={`${idPrefix}-date`}>
        <Form.Label>Date</Form.Label>
        <Form.Control type="date" value={values.date} onChange={(event) => onChange({ date: event.target.value })} required />
      </Form.Group>
      <Form.Check
        className="mb-3"
        type="checkbox"
        id={`${idPrefix}-all-day`}
        label="All Day Event"
        checked={values.isAllDay}
        onChange={(event) => onChange({ isAllDay: event.target.checked })}
      />
      {!values.isAllDay && (
        <Row className="mb-3">
          <Col xs={6}>
            <Form.Group controlId={`${idPrefix}-start`}>
              <Form.Label>Start Time</Form.Label>
              <Form.Control type="time" step={300} value={values.startTime} onChange={(event) => onChange({ startTime: event.target.value })} required />
            </Form.Group>
          </Col>
          <Col xs={6}>
            <Form.Group controlId={`${idPrefix}-end`}>
              <Form.Label>End Time</Form.Label>
              <Form.Control type="time" step={300} value={values.endTime} onChange={(event) => onChange({ endTime: event.target.value })} required />
            </Form.Group>
          </Col>
        </Row>
      )}
      <Form.Group className="mb-3" controlId={`${idPrefix}-location`}>
        <Form.Label>Location</Form.Label>
        <Form.Control value={values.location} onChange={(event) => onChange({ location: event.target.value })} />
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${idPrefix}-details`}>
        <Form.Label>Details</Form.Label>
        <Form.Control as="textarea" rows={3} placeholder="Act I-Pages 6-20" value={values.details} onChange={(event) => onChange({ details: event.target.value })} />
      </Form.Group>
    </>
  );
}

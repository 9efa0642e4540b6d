import { useState, type FormEvent } from 'react';
import { RsvpEventFieldsSchema, type RsvpEvent, type RsvpEventFields } from '@greenroom/contracts';
import { messageOr } from '@greenroom/sdk';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { useUpdateRsvpEvent } from '../api/update-rsvp-event';

type FieldName = keyof RsvpEventFields;

const FIELDS: { name: FieldName; label: string; type: 'text' | 'date' | 'textarea' }[] = [
  { name: 'title', label: 'Title', type: 'text' },
  { name: 'eventDate', label: 'Date of the event', type: 'date' },
  { name: 'timeText', label: 'Time (as members should read it)', type: 'text' },
  { name: 'location', label: 'Location', type: 'text' },
  { name: 'rsvpBy', label: 'RSVP by', type: 'date' },
  { name: 'details', label: 'Details', type: 'textarea' },
  { name: 'startsOn', label: 'Page opens on', type: 'date' },
  { name: 'endsOn', label: 'Page closes after', type: 'date' },
];

function fieldsOf({ key: _key, ...fields }: RsvpEvent): RsvpEventFields {
  return fields;
}

/** An admin sets next season's event and the dates its page is open, without a deploy. */
export function RsvpEventForm({ event }: { event: RsvpEvent }) {
  const [values, setValues] = useState<RsvpEventFields>(() => fieldsOf(event));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [saved, setSaved] = useState(false);
  const update = useUpdateRsvpEvent(event.key);

  function submit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    setSaved(false);
    const parsed = RsvpEventFieldsSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, { onSuccess: () => setSaved(true) });
  }

  return (
    <Form noValidate onSubmit={submit} aria-label={`${event.title} settings`}>
      <Row>
        {FIELDS.map(({ name, label, type }) => (
          <Col md={type === 'textarea' ? 12 : 6} key={name}>
            <Form.Group className="mb-3" controlId={`${event.key}-${name}`}>
              <Form.Label>{label}</Form.Label>
              {type === 'textarea' ? (
                <Form.Control as="textarea" rows={3} value={values[name]} isInvalid={Boolean(errors[name])} onChange={(change) => setValues({ ...values, [name]: change.target.value })} />
              ) : (
                <Form.Control type={type} value={values[name]} isInvalid={Boolean(errors[name])} onChange={(change) => setValues({ ...values, [name]: change.target.value })} />
              )}
              <Form.Control.Feedback type="invalid">{errors[name]}</Form.Control.Feedback>
            </Form.Group>
          </Col>
        ))}
      </Row>
      <Button type="submit" size="lg" disabled={update.isPending}>
        Save {event.title}
      </Button>
      {saved && (
        <Alert variant="success" className="mt-3" role="status">
          Saved. Members see the new dates the next time they open the portal.
        </Alert>
      )}
      {update.isError && (
        <Alert variant="danger" className="mt-3">
          {messageOr(update.error, 'Failed to save the event.')}
        </Alert>
      )}
    </Form>
  );
}

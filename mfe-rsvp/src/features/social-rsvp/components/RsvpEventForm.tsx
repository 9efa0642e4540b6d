import { useState } from 'react';
import { RsvpEventFieldsSchema, type RsvpEvent, type RsvpEventFields } from '@greenroom/contracts';
import { SchemaForm, TextAreaField, TextField, messageOr, useAnnounce, useSchemaForm } from '@greenroom/sdk';
import { Alert, Button, Row } from 'react-bootstrap';
import { useUpdateRsvpEvent } from '../api/update-rsvp-event';

const SAVED_MESSAGE = 'Saved. Members see the new dates the next time they open the portal.';

const FIELDS: { name: keyof RsvpEventFields; label: string; type: 'text' | 'date' | 'textarea' }[] = [
  { name: 'title', label: 'Title', type: 'text' },
  { name: 'eventDate', label: 'Date of the event', type: 'date' },
  { name: 'timeText', label: 'Time (as members should read it)', type: 'text' },
  { name: 'location', label: 'Location', type: 'text' },
  { name: 'rsvpBy', label: 'RSVP by', type: 'date' },
  { name: 'details', label: 'Details', type: 'textarea' },
  { name: 'startsOn', label: 'Page opens on', type: 'date' },
  { name: 'endsOn', label: 'Page closes after', type: 'date' },
];

function fieldsOf({ key: _key, season: _season, ...fields }: RsvpEvent): RsvpEventFields {
  return fields;
}

/** An admin sets the current season's event and the dates its page is open, without a deploy. */
export function RsvpEventForm({ event }: { event: RsvpEvent }) {
  const form = useSchemaForm(RsvpEventFieldsSchema, { defaultValues: fieldsOf(event) });
  const [saved, setSaved] = useState(false);
  const update = useUpdateRsvpEvent(event.key);
  const announce = useAnnounce();

  const save = (values: RsvpEventFields) => {
    setSaved(false);
    update.mutate(values, {
      onSuccess: () => {
        setSaved(true);
        announce(SAVED_MESSAGE);
      },
      onError: (error) => announce(messageOr(error, 'Failed to save the event.'), 'assertive'),
    });
  };

  return (
    <SchemaForm form={form} onSubmit={save} idPrefix={event.key} aria-label={`${event.title} settings`}>
      <Row>
        {FIELDS.map(({ name, label, type }) =>
          type === 'textarea' ? (
            <TextAreaField key={name} name={name} label={label} rows={3} groupClassName="mb-3 col-md-12" />
          ) : (
            <TextField key={name} name={name} label={label} type={type} groupClassName="mb-3 col-md-6" />
          ),
        )}
      </Row>
      <Button type="submit" size="lg" disabled={update.isPending}>
        Save {event.title}
      </Button>
      {saved && (
        <Alert variant="success" className="mt-3" role={undefined}>
          {SAVED_MESSAGE}
        </Alert>
      )}
      {update.isError && (
        <Alert variant="danger" className="mt-3" role={undefined}>
          {messageOr(update.error, 'Failed to save the event.')}
        </Alert>
      )}
    </SchemaForm>
  );
}

import { RsvpEventFieldsSchema, type RsvpEvent, type RsvpEventFields } from '@greenroom/contracts';
import { SaveResultAlerts, useSaveResult } from '@greenroom/sdk';
import { SchemaForm, TextAreaField, TextField, useSchemaForm } from '@greenroom/sdk/forms';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Row } from 'react-bootstrap';
import { getRsvpEvent } from '../api/get-rsvp-event';
import { rsvpKeys } from '../api/rsvp-keys';
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

function fieldsOf({ key: _key, season: _season, version: _version, ...fields }: RsvpEvent): RsvpEventFields {
  return fields;
}

/** An admin sets the current season's event and the dates its page is open, without a deploy. */
export function RsvpEventForm({ event }: { event: RsvpEvent }) {
  const form = useSchemaForm(RsvpEventFieldsSchema, { defaultValues: fieldsOf(event) });
  const result = useSaveResult();
  const update = useUpdateRsvpEvent(event.key);
  const client = useQueryClient();

  // Someone else saved the settings first: theirs replace what this form holds.
  const reload = async () => {
    const stored = await client.fetchQuery({ queryKey: rsvpKeys.event(event.key), queryFn: () => getRsvpEvent(event.key), staleTime: 0 });
    form.reset(fieldsOf(stored.event));
  };

  const save = (values: RsvpEventFields) => {
    result.clear();
    // The version the settings were read at (read again after each save).
    update.mutate(
      { ...values, version: event.version },
      {
        onSuccess: () => result.succeed(SAVED_MESSAGE),
        onError: (error) => result.failSave(error, { failed: 'Failed to save the event.' }, () => void reload()),
      },
    );
  };

  return (
    <SchemaForm form={form} askBeforeLeaving onSubmit={save} idPrefix={event.key} aria-label={`${event.title} settings`}>
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
      <SaveResultAlerts result={result} className="mt-3" />
    </SchemaForm>
  );
}

import {
  PlayReadingEventWriteSchema,
  type PlayReadingEvent,
  type PlayReadingEventWrite,
  type PlayReadingEventWriteInput,
} from '@greenroom/contracts';
import { SaveResultAlerts, useAnnounce, useSaveResult } from '@greenroom/sdk';
import { SaveOrCloseButtons, SchemaForm, TextAreaField, TextField, textValues, useSchemaForm } from '@greenroom/sdk/forms';
import { useQueryClient } from '@tanstack/react-query';
import { Row } from 'react-bootstrap';
import { playReadingKeys } from '../../play-reading/api/play-reading-keys';
import { getManagedPlayReadings } from '../api/get-managed-play-readings';
import { useSavePlayReading } from '../api/save-play-reading';

const EMPTY: PlayReadingEventWriteInput = {
  Title: '',
  Start_Date: '',
  End_Date: '',
  Start_Time: '',
  End_Time: '',
  Location: '',
  Address: '',
  Description: '',
};

function valuesOf(event: PlayReadingEvent): PlayReadingEventWriteInput {
  return {
    Title: event.Title,
    Start_Date: event.Start_Date,
    ...textValues(event, ['End_Date', 'Start_Time', 'End_Time', 'Location', 'Address', 'Description']),
  };
}

export interface PlayReadingFormProps {
  /** The reading to change; a new one when absent. */
  event?: PlayReadingEvent;
  onDone: (saved: PlayReadingEvent) => void;
  onCancel: () => void;
}

/** A play reading's fields (spec 2.14); dates and times are the theater's wall clock, as the list shows them. */
export function PlayReadingForm({ event, onDone, onCancel }: PlayReadingFormProps) {
  const form = useSchemaForm(PlayReadingEventWriteSchema, { defaultValues: event ? valuesOf(event) : EMPTY });
  const save = useSavePlayReading(event?.Event_ID);
  const announce = useAnnounce();
  const client = useQueryClient();
  // A refusal is said (and read out) beside Save; the success is read out as the form closes.
  const failure = useSaveResult();
  const prefix = event ? `reading-${event.Event_ID}` : 'new-reading';

  // Someone else saved the reading first: theirs replaces what this form holds. Read from the office's whole list
  // (a reading beyond the members' 45 days is edited too); refreshing the lists gives the card the new version.
  const reload = async () => {
    const events = await client.fetchQuery({ queryKey: playReadingKeys.managed(true), queryFn: () => getManagedPlayReadings(true), staleTime: 0 });
    const stored = events.find((candidate) => candidate.Event_ID === event?.Event_ID);
    if (stored) form.reset(valuesOf(stored));
    await client.invalidateQueries({ queryKey: playReadingKeys.managedLists });
  };

  const submit = (values: PlayReadingEventWrite) => {
    failure.clear();
    save.mutate(event ? { ...values, version: event.version } : values, {
      onSuccess: (saved) => {
        // A new reading's result is said by NewPlayReading, which stays on screen when the form closes.
        if (event) announce(`${saved.Title} saved.`);
        onDone(saved);
      },
      onError: (error) => failure.failSave(error, { failed: 'Failed to save the play reading.' }, () => void reload()),
    });
  };

  return (
    <SchemaForm form={form} askBeforeLeaving onSubmit={submit} idPrefix={prefix} aria-label={event ? `Edit ${event.Title}` : 'New play reading'}>
      <Row>
        <TextField name="Title" label="Title" required groupClassName="mb-3 col-md-12" />
        <TextField name="Start_Date" label="Date" type="date" required groupClassName="mb-3 col-md-6" />
        <TextField name="End_Date" label="Last day (if more than one day)" type="date" groupClassName="mb-3 col-md-6" />
        <TextField name="Start_Time" label="Starts at" type="time" groupClassName="mb-3 col-md-6" />
        <TextField name="End_Time" label="Ends at" type="time" groupClassName="mb-3 col-md-6" />
        <TextField name="Location" label="Location" groupClassName="mb-3 col-md-6" />
        <TextField name="Address" label="Address" groupClassName="mb-3 col-md-6" />
        <TextAreaField name="Description" label="Description" rows={3} groupClassName="mb-3 col-md-12" />
      </Row>
      <SaveResultAlerts result={failure} />
      <SaveOrCloseButtons saving={save.isPending} saveLabel={event ? 'Save changes' : 'Add play reading'} onClose={onCancel} />
    </SchemaForm>
  );
}

import { SendDigestTestRequestSchema, type SendDigestTestRequest } from '@greenroom/contracts';
import { formatTheaterDay, messageOr, SaveResultAlerts, SectionCard, theaterDay, useSaveResult } from '@greenroom/sdk';
import { ChoiceGroupField, SchemaForm, TextField, useSchemaForm, useWatch } from '@greenroom/sdk/forms';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Row } from 'react-bootstrap';
import { useEventsPreview } from '../api/events-preview';
import { useSendDigestTest } from '../api/send-digest-test';

const SUCCESS_MS = 5000;
const LOGS_REFETCH_MS = 1000;

// The digests' "today" is the theater's (the worker reads days in the same zone).
const todayIso = () => theaterDay(new Date());

const eventCount = (count: number) => (count === 1 ? '1 event' : `${count} events`);

const TYPES = [
  { value: 'daily', label: 'Daily Events' },
  { value: 'weekly', label: 'Weekly Events' },
];

export function EmailTestingPanel({ defaultRecipient }: { defaultRecipient: string }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(SendDigestTestRequestSchema, {
    defaultValues: { emailType: 'daily', recipient: defaultRecipient, testDate: todayIso() },
  });
  const [testDate, emailType] = useWatch({ control: form.control, name: ['testDate', 'emailType'] });
  const result = useSaveResult({ successMs: SUCCESS_MS });
  const events = useEventsPreview(testDate, true, emailType === 'weekly' ? 'weekly' : 'daily');
  const send = useSendDigestTest();

  const submit = (values: SendDigestTestRequest) => {
    result.dismissError();
    send.mutate(values, {
      onSuccess: () => {
        result.succeed(`Test email sent successfully to ${values.recipient}`);
        setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['email', 'logs'] }), LOGS_REFETCH_MS);
      },
      onError: (failure) => result.fail(messageOr(failure, 'Failed to send test email', 'An error occurred while sending the test email.')),
    });
  };

  return (
    <SectionCard className="mb-4" title="Email Testing">
      <SchemaForm form={form} onSubmit={submit} idPrefix="test" aria-labelledby="send-test-email-title">
        <h3 id="send-test-email-title" className="h5">
          Send Test Email
        </h3>
        <ChoiceGroupField
          name="emailType"
          type="radio"
          legend="Email type"
          legendClassName="fs-6 fw-bold"
          options={TYPES}
          renderOption={(option, choice) => <Form.Check {...choice} inline id={`test-type-${option.value}`} label={option.label} />}
        />
        <Row className="g-3 mb-3">
          <TextField name="recipient" id="test-recipient" label="Test Recipient" type="email" required groupClassName="col-lg-6" />
          <TextField name="testDate" id="test-date" label="Test Date" type="date" required groupClassName="col-lg-6" />
        </Row>
        <SaveResultAlerts result={result} />
        <Button type="submit" size="lg" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Test Email'}
        </Button>
      </SchemaForm>
      <hr />
      <div className="d-flex flex-wrap gap-2 align-items-center justify-content-between">
        <h3 className="h5 mb-0">Events Preview</h3>
        <Button variant="outline-secondary" onClick={() => void events.refetch()}>
          Refresh Events
        </Button>
      </div>
      {events.isError ? (
        <p className="text-danger mt-2">Failed to load events preview.</p>
      ) : events.data && events.data.events.length === 0 ? (
        <p className="mt-2">No events found for the selected date.</p>
      ) : events.data ? (
        <>
          <p className="mt-2">
            Found {eventCount(events.data.events.length)} for {emailType === 'weekly' ? 'the week from ' : ''}
            {formatTheaterDay(testDate)}:
          </p>
          <ul>
            {events.data.events.map((item) => (
              <li key={item.ID}>
                <strong>{item.Title}</strong> ({item.Category}), {item.StartTime}
                {item.Location ? `, ${item.Location}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </SectionCard>
  );
}

import type { DigestType } from '@greenroom/contracts';
import { ApiError } from '@greenroom/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Col, Form, Row } from 'react-bootstrap';
import { useEventsPreview } from '../api/events-preview';
import { useSendDigestTest } from '../api/send-digest-test';

const SUCCESS_MS = 5000;
const LOGS_REFETCH_MS = 1000;

function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export function EmailTestingPanel({ defaultRecipient }: { defaultRecipient: string }) {
  const queryClient = useQueryClient();
  const [emailType, setEmailType] = useState<DigestType>('daily');
  const [recipient, setRecipient] = useState(defaultRecipient);
  const [testDate, setTestDate] = useState(todayIso);
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const events = useEventsPreview(testDate, true);
  const send = useSendDigestTest();

  useEffect(() => {
    if (!success) return undefined;
    const timer = setTimeout(() => setSuccess(null), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (recipient.trim() === '') {
      setError('Please enter a recipient email address.');
      return;
    }
    send.mutate(
      { emailType, recipient: recipient.trim(), testDate },
      {
        onSuccess: () => {
          setSuccess(`Test email sent successfully to ${recipient.trim()}`);
          setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['email', 'logs'] }), LOGS_REFETCH_MS);
        },
        onError: (failure) =>
          setError(failure instanceof ApiError ? (failure.serverMessage ?? 'Failed to send test email') : 'An error occurred while sending the test email.'),
      },
    );
  };

  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h4">
        Email Testing
      </Card.Header>
      <Card.Body>
        <Form onSubmit={submit} noValidate>
          <h3 className="h5">Send Test Email</h3>
          <fieldset className="mb-3">
            <legend className="fs-6 fw-bold">Email type</legend>
            <Form.Check inline type="radio" name="test-type" id="test-type-daily" label="Daily Events" checked={emailType === 'daily'} onChange={() => setEmailType('daily')} />
            <Form.Check inline type="radio" name="test-type" id="test-type-weekly" label="Weekly Events" checked={emailType === 'weekly'} onChange={() => setEmailType('weekly')} />
          </fieldset>
          <Row className="g-3 mb-3">
            <Col md={6}>
              <Form.Group controlId="test-recipient">
                <Form.Label>Test Recipient</Form.Label>
                <Form.Control type="email" value={recipient} onChange={(event) => setRecipient(event.target.value)} />
              </Form.Group>
            </Col>
            <Col md={6}>
              <Form.Group controlId="test-date">
                <Form.Label>Test Date</Form.Label>
                <Form.Control type="date" value={testDate} onChange={(event) => setTestDate(event.target.value)} />
              </Form.Group>
            </Col>
          </Row>
          {error && <Alert variant="danger">{error}</Alert>}
          {success && <Alert variant="success">{success}</Alert>}
          <Button type="submit" size="lg" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send Test Email'}
          </Button>
        </Form>
        <hr />
        <div className="d-flex align-items-center justify-content-between">
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
              Found {events.data.events.length} event(s) for {testDate}:
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
      </Card.Body>
    </Card>
  );
}

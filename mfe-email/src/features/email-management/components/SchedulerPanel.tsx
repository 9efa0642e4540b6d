import type { DigestType, SchedulerStatus } from '@greenroom/contracts';
import { ApiError } from '@greenroom/sdk';
import { useState } from 'react';
import { Alert, Button, Card, Col, Row } from 'react-bootstrap';
import { useToggleScheduler } from '../api/scheduler';

export function SchedulerPanel({ status }: { status: SchedulerStatus }) {
  const toggle = useToggleScheduler();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const change = (type: DigestType, enabled: boolean) => {
    setMessage(null);
    toggle.mutate(
      { type, enabled },
      {
        onSuccess: (data) => setMessage({ ok: true, text: data.message }),
        onError: (failure) => setMessage({ ok: false, text: failure instanceof ApiError ? (failure.serverMessage ?? 'Failed to update scheduler') : 'An error occurred while updating the scheduler.' }),
      },
    );
  };

  const panel = (type: DigestType, label: string, active: boolean, schedule: string) => (
    <Col md={6}>
      <Card border={active ? 'success' : 'secondary'} className="h-100">
        <Card.Body>
          <p className="fs-5 fw-bold">
            {label} Email Service is {active ? 'ACTIVE' : 'INACTIVE'}
          </p>
          {active && <p>{schedule}</p>}
          <Button size="lg" variant={active ? 'outline-danger' : 'success'} disabled={toggle.isPending} onClick={() => change(type, !active)}>
            {active ? 'Disable' : 'Enable'} {label}
          </Button>
        </Card.Body>
      </Card>
    </Col>
  );

  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h4">
        Email Scheduling
      </Card.Header>
      <Card.Body>
        {message && <Alert variant={message.ok ? 'success' : 'danger'}>{message.text}</Alert>}
        <Row className="g-3">
          {panel('daily', 'Daily', status.daily, `Scheduled to send at ${status.dailyTime || '7:00 AM'} each day`)}
          {panel('weekly', 'Weekly', status.weekly, `Scheduled to send at ${status.weeklyTime || '7:00 AM'} each ${status.weeklyDay || 'Monday'}`)}
        </Row>
      </Card.Body>
    </Card>
  );
}

import type { DigestType, SchedulerStatus } from '@greenroom/contracts';
import { ApiError, SectionCard, useAnnounce } from '@greenroom/sdk';
import { useState } from 'react';
import { Alert, Button, Card, Col, Row } from 'react-bootstrap';
import { useToggleScheduler } from '../api/scheduler';

export function SchedulerPanel({ status }: { status: SchedulerStatus }) {
  const toggle = useToggleScheduler();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const announce = useAnnounce();
  const show = (next: { ok: boolean; text: string }) => {
    setMessage(next);
    announce(next.text, next.ok ? 'polite' : 'assertive');
  };

  const change = (type: DigestType, enabled: boolean) => {
    setMessage(null);
    toggle.mutate(
      { type, enabled },
      {
        onSuccess: (data) => show({ ok: true, text: data.message }),
        onError: (failure) =>
          show({
            ok: false,
            text:
              failure instanceof ApiError
                ? (failure.serverMessage ?? 'Failed to update scheduler')
                : 'An error occurred while updating the scheduler.',
          }),
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
    <SectionCard className="mb-4" title="Email Scheduling">
      {message && (
        // Read out through the live region (show above); role="alert" here would say it twice.
        <Alert variant={message.ok ? 'success' : 'danger'} role={undefined}>
          {message.text}
        </Alert>
      )}
      <Row className="g-3">
        {panel('daily', 'Daily', status.daily, `Scheduled to send at ${status.dailyTime || '7:00 AM'} each day`)}
        {panel('weekly', 'Weekly', status.weekly, `Scheduled to send at ${status.weeklyTime || '7:00 AM'} each ${status.weeklyDay || 'Monday'}`)}
      </Row>
    </SectionCard>
  );
}

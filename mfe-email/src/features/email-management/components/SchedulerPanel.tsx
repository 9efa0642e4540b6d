import type { DigestType, SchedulerStatus } from '@greenroom/contracts';
import { ConfirmDialog, messageOr, SectionCard, useAnnounce } from '@greenroom/sdk';
import { useState } from 'react';
import { Alert, Button, Card, Col, Row } from 'react-bootstrap';
import { useToggleScheduler } from '../api/scheduler';

export function SchedulerPanel({ status }: { status: SchedulerStatus }) {
  const toggle = useToggleScheduler();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // Switching a digest on starts e-mails to members: it is asked first, with who gets it and when.
  const [enabling, setEnabling] = useState<DigestType | null>(null);
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
          show({ ok: false, text: messageOr(failure, 'Failed to update scheduler', 'An error occurred while updating the scheduler.') }),
      },
    );
  };

  // Side by side from lg: beside the sidebar at 768 px a half-width card split "Enable Weekly" inside its words.
  const panel = (type: DigestType, label: string, active: boolean, schedule: string) => (
    <Col lg={6}>
      <Card border={active ? 'success' : 'secondary'} className="h-100">
        <Card.Body>
          <p className="fs-5 fw-bold">
            {label} Email Service is {active ? 'ACTIVE' : 'INACTIVE'}
          </p>
          {active && <p>{schedule}</p>}
          <Button
            size="lg"
            variant={active ? 'outline-danger' : 'success'}
            disabled={toggle.isPending}
            onClick={() => (active ? change(type, false) : setEnabling(type))}
          >
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
      <ConfirmDialog
        show={enabling !== null}
        title={enabling === 'weekly' ? 'Start the weekly e-mail?' : 'Start the daily e-mail?'}
        confirmLabel={enabling === 'weekly' ? 'Yes, start weekly e-mails' : 'Yes, start daily e-mails'}
        onConfirm={() => {
          if (enabling) change(enabling, true);
          setEnabling(null);
        }}
        onCancel={() => setEnabling(null)}
      >
        {enabling === 'weekly'
          ? `The weekly event e-mail will go to ${status.weeklySubscribers} ${status.weeklySubscribers === 1 ? 'member' : 'members'} every ${status.weeklyDay || 'Monday'} at ${status.weeklyTime || '7:00 AM'}. The first one goes out on ${status.weeklyNext}.`
          : `The daily event e-mail will go to ${status.dailySubscribers} ${status.dailySubscribers === 1 ? 'member' : 'members'} every day at ${status.dailyTime || '7:00 AM'}. The first one goes out on ${status.dailyNext}.`}
      </ConfirmDialog>
    </SectionCard>
  );
}

import type { DigestScheduleRequest, DigestType, SchedulerStatus } from '@greenroom/contracts';
import { ConfirmDialog, messageOr, SectionCard, useAnnounce, useKeepInView } from '@greenroom/sdk';
import { useRef, useState } from 'react';
import { Alert, Button, Card, Col, Row } from 'react-bootstrap';
import { useSaveDigestSchedule, useToggleScheduler } from '../api/scheduler';
import { DigestScheduleForm } from './DigestScheduleForm';

const members = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

/** What starting or stopping a digest does, with how many members it reaches. */
function switchingText(status: SchedulerStatus, type: DigestType, enabled: boolean): string {
  const weekly = type === 'weekly';
  const subscribers = members(weekly ? status.weeklySubscribers : status.dailySubscribers);
  if (!enabled)
    return `The ${type} event e-mail will stop going to the ${subscribers} subscribed to it. They stay subscribed, and it starts again when you enable it.`;
  const when = weekly ? `every ${status.weeklyDay} at ${status.weeklyTime}` : `every day at ${status.dailyTime}`;
  return `The ${type} event e-mail will go to ${subscribers} ${when}. The first one goes out on ${weekly ? status.weeklyNext : status.dailyNext}.`;
}

export function SchedulerPanel({ status }: { status: SchedulerStatus }) {
  const toggle = useToggleScheduler();
  const reschedule = useSaveDigestSchedule();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // Switching a digest on or off starts or stops e-mails to members: either is asked first, with how many.
  const [switching, setSwitching] = useState<{ type: DigestType; enabled: boolean } | null>(null);
  const announce = useAnnounce();
  const shown = useRef<HTMLDivElement>(null);
  useKeepInView(shown, message?.text);
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

  const saveSchedule = (request: DigestScheduleRequest) => {
    setMessage(null);
    reschedule.mutate(request, {
      onSuccess: (data) => show({ ok: true, text: data.message }),
      onError: (failure) => show({ ok: false, text: messageOr(failure, 'The new time could not be saved. Please try again.') }),
    });
  };

  // Side by side from lg: beside the sidebar at 768 px a half-width card split "Enable Weekly" inside its words.
  const panel = (type: DigestType, label: string, active: boolean, schedule: string, time: string, weekday: number) => (
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
            onClick={() => setSwitching({ type, enabled: !active })}
          >
            {active ? 'Disable' : 'Enable'} {label}
          </Button>
          <DigestScheduleForm type={type} time={time} weekday={weekday} saving={reschedule.isPending} onSave={saveSchedule} />
        </Card.Body>
      </Card>
    </Col>
  );

  return (
    <SectionCard className="mb-4" title="Email Scheduling">
      {message && (
        // Read out through the live region (show above); role="alert" here would say it twice. Scrolled into view:
        // on a phone the buttons that caused it are a screen below.
        <Alert ref={shown} variant={message.ok ? 'success' : 'danger'} role={undefined}>
          {message.text}
        </Alert>
      )}
      <Row className="g-3">
        {panel('daily', 'Daily', status.daily, `Scheduled to send at ${status.dailyTime} each day`, status.dailyAt, 0)}
        {panel(
          'weekly',
          'Weekly',
          status.weekly,
          `Scheduled to send at ${status.weeklyTime} each ${status.weeklyDay}`,
          status.weeklyAt,
          status.weeklyWeekday,
        )}
      </Row>
      <ConfirmDialog
        show={switching !== null}
        title={`${switching?.enabled ? 'Start' : 'Stop'} the ${switching?.type ?? 'daily'} e-mail?`}
        confirmLabel={`Yes, ${switching?.enabled ? 'start' : 'stop'} ${switching?.type ?? 'daily'} e-mails`}
        onConfirm={() => {
          if (switching) change(switching.type, switching.enabled);
          setSwitching(null);
        }}
        onCancel={() => setSwitching(null)}
      >
        {switching && switchingText(status, switching.type, switching.enabled)}
      </ConfirmDialog>
    </SectionCard>
  );
}

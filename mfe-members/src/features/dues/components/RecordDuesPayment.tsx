import { type AdminMember, type DuesPaymentRequest, unixSecondsToCalendarDay } from '@greenroom/contracts';
import { ApiError, ConfirmDialog, messageOr } from '@greenroom/sdk';
import { useRef, useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { useRecordDuesPayment } from '../api/record-dues-payment';
import { longDate } from './long-date';

const day = (seconds: number | null) => unixSecondsToCalendarDay(seconds);

/**
 * On Edit Member Details: records a dues payment made today (Last_Paid_Date today, Dues_Expire a year on).
 * `onRecorded` hands the saved member back, so the form shows the new dates without losing other unsaved edits.
 * Each payment the Admin means carries its own idempotency key, kept while the request goes unanswered, so a retry
 * records it once; a day that already has a payment (409) asks before recording a second one.
 */
export function RecordDuesPayment({ member, onRecorded }: { member: AdminMember; onRecorded: (saved: AdminMember) => void }) {
  const record = useRecordDuesPayment();
  const [message, setMessage] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);
  const [alreadyPaid, setAlreadyPaid] = useState<string | null>(null);
  const pendingKey = useRef<string | null>(null);
  if (member.Membership_Status === 'LTM') return null;
  const expires = day(member.Dues_Expire);
  const paid = day(member.Last_Paid_Date);

  const send = (confirmSecondPayment: boolean) => {
    setMessage(null);
    pendingKey.current ??= crypto.randomUUID();
    const request: DuesPaymentRequest = { id: member.id, idempotencyKey: pendingKey.current, confirmSecondPayment };
    record.mutate(request, {
      onSuccess: ({ member: saved }) => {
        pendingKey.current = null;
        setAlreadyPaid(null);
        onRecorded(saved);
        const until = day(saved.Dues_Expire);
        setMessage({ variant: 'success', text: `Dues payment recorded.${until ? ` Dues now expire on ${longDate(until)}.` : ''}` });
      },
      onError: (error) => {
        // Only a request that got no answer may have been recorded unseen: it is retried with the same key.
        if (!(error instanceof ApiError) || error.status !== 0) pendingKey.current = null;
        setAlreadyPaid(null);
        if (error instanceof ApiError && error.status === 409 && !confirmSecondPayment) {
          setAlreadyPaid(messageOr(error, 'A dues payment was already recorded today.'));
          return;
        }
        setMessage({ variant: 'danger', text: messageOr(error, 'Failed to record the payment.') });
      },
    });
  };

  return (
    <Card className="mb-4" data-testid="record-dues-payment">
      <Card.Body>
        <Card.Title as="h2" className="h4">
          Dues
        </Card.Title>
        <p className="fs-5">
          {expires ? `Dues expire on ${longDate(expires)}.` : 'No dues expiry date is recorded.'}{' '}
          {paid ? `Last paid on ${longDate(paid)}.` : 'No payment is recorded.'}
        </p>
        <Button variant="success" size="lg" onClick={() => send(false)} disabled={record.isPending}>
          {record.isPending ? 'Recording...' : 'Record dues payment made today'}
        </Button>
        {message && (
          <Alert variant={message.variant} className="mt-3 mb-0" role={message.variant === 'danger' ? 'alert' : 'status'}>
            {message.text}
          </Alert>
        )}
        <ConfirmDialog
          show={alreadyPaid !== null}
          title="Already recorded today"
          confirmLabel="Record a second payment"
          busyLabel="Recording..."
          busy={record.isPending}
          onConfirm={() => send(true)}
          onCancel={() => setAlreadyPaid(null)}
        >
          <p>{alreadyPaid}</p>
          <p className="mb-0">
            Record a second payment for {member.First_Name} {member.Last_Name} today? Dues Expire will move on one more year.
          </p>
        </ConfirmDialog>
      </Card.Body>
    </Card>
  );
}

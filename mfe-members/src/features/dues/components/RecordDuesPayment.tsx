import { type AdminMember, unixSecondsToCalendarDay } from '@greenroom/contracts';
import { messageOr } from '@greenroom/sdk';
import { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { useRecordDuesPayment } from '../api/record-dues-payment';
import { longDate } from './long-date';

const day = (seconds: number | null) => unixSecondsToCalendarDay(seconds);

/**
 * On Edit Member Details: records a dues payment made today (Last_Paid_Date today, Dues_Expire a year on).
 * `onRecorded` hands the saved member back, so the form shows the new dates without losing other unsaved edits.
 */
export function RecordDuesPayment({ member, onRecorded }: { member: AdminMember; onRecorded: (saved: AdminMember) => void }) {
  const record = useRecordDuesPayment();
  const [message, setMessage] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);
  if (member.Membership_Status === 'LTM') return null;
  const expires = day(member.Dues_Expire);
  const paid = day(member.Last_Paid_Date);

  const recordPayment = () => {
    setMessage(null);
    record.mutate(member.id, {
      onSuccess: ({ member: saved }) => {
        onRecorded(saved);
        const until = day(saved.Dues_Expire);
        setMessage({ variant: 'success', text: `Dues payment recorded.${until ? ` Dues now expire on ${longDate(until)}.` : ''}` });
      },
      onError: (error) => setMessage({ variant: 'danger', text: messageOr(error, 'Failed to record the payment.') }),
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
        <Button variant="success" size="lg" onClick={recordPayment} disabled={record.isPending}>
          {record.isPending ? 'Recording...' : 'Record dues payment made today'}
        </Button>
        {message && (
          <Alert variant={message.variant} className="mt-3 mb-0" role={message.variant === 'danger' ? 'alert' : 'status'}>
            {message.text}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}

import { useState } from 'react';
import type { PlayReadingManagedEvent } from '@greenroom/contracts';
import { ConfirmDialog, MutationError, messageOr, useAnnounce } from '@greenroom/sdk';
import { Button } from 'react-bootstrap';
import { useCancelPlayReading } from '../api/cancel-play-reading';
import { PlayReadingForm } from './PlayReadingForm';

function membersText(count: number): string {
  return count === 1 ? '1 member' : `${count} members`;
}

/**
 * A Leader's (or higher) Edit and Cancel for one reading, inside its card. A cancelled reading's card leaves the list,
 * so `onCancelled` gets the words to show (and read out) where the list is.
 */
export function PlayReadingManageActions({ event, onCancelled }: { event: PlayReadingManagedEvent; onCancelled: (message: string) => void }) {
  const yes = membersText(event.Attending_Count);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelPlayReading(event.Event_ID);
  const announce = useAnnounce();

  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: ({ notified }) => {
        setConfirming(false);
        onCancelled(`${event.Title} cancelled. ${notified === 1 ? '1 member was' : `${notified} members were`} e-mailed.`);
      },
      onError: (error) => {
        setConfirming(false);
        announce(messageOr(error, 'Failed to cancel the play reading.'), 'assertive');
      },
    });

  return (
    <section className="border-top pt-3 mt-3" aria-label={`Manage ${event.Title}`}>
      {editing ? (
        <PlayReadingForm event={event} onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />
      ) : (
        <div className="d-flex flex-wrap gap-3">
          <Button variant="outline-primary" size="lg" onClick={() => setEditing(true)}>
            Edit this reading
          </Button>
          <Button variant="outline-danger" size="lg" onClick={() => setConfirming(true)}>
            Cancel this reading
          </Button>
        </div>
      )}
      <MutationError error={cancel.error} fallback="Failed to cancel the play reading." />
      <ConfirmDialog
        show={confirming}
        title={`Cancel ${event.Title}?`}
        cancelLabel="Keep the reading"
        confirmLabel={`Cancel the reading and e-mail ${yes}`}
        busyLabel="Cancelling..."
        busy={cancel.isPending}
        destructive
        onConfirm={confirmCancel}
        onCancel={() => setConfirming(false)}
      >
        {event.Attending_Count === 0
          ? 'No member has answered Yes, so nobody is e-mailed.'
          : `${event.Attending_Count === 1 ? '1 member answered' : `${event.Attending_Count} members answered`} Yes; each is e-mailed that the reading is cancelled.`}{' '}
        It leaves the list; the answers are kept.
      </ConfirmDialog>
    </section>
  );
}

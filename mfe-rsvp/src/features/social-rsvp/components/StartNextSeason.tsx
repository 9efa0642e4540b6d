import type { RsvpEvent } from '@greenroom/contracts';
import { ConfirmDialog, messageOr, useAnnounce } from '@greenroom/sdk';
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useStartNextSeason } from '../api/start-next-season';

/**
 * Next season's social as its own event: the current one's settings a year on, and no answers. Asked once more
 * before it happens, since the page then takes answers for the new season only.
 */
export function StartNextSeason({ event }: { event: RsvpEvent }) {
  const [confirming, setConfirming] = useState(false);
  const [started, setStarted] = useState<number | null>(null);
  const start = useStartNextSeason(event.key);
  const announce = useAnnounce();
  const next = event.season + 1;

  const confirm = () =>
    start.mutate(event.season, {
      onSuccess: (created) => {
        setConfirming(false);
        setStarted(created.season);
        announce(`The ${created.season} ${created.title} has started.`);
      },
      onError: (error) => {
        setConfirming(false);
        announce(messageOr(error, 'Failed to start next season.'), 'assertive');
      },
    });

  return (
    <div className="mb-4" data-testid={`next-season-${event.key}`}>
      {started !== null && (
        <Alert variant="success" role={undefined}>
          The {started} {event.title} has started with an empty attendee list. Check its dates below.
        </Alert>
      )}
      {start.isError && (
        <Alert variant="danger" role={undefined}>
          {messageOr(start.error, 'Failed to start next season.')}
        </Alert>
      )}
      <Button variant="outline-primary" size="lg" onClick={() => setConfirming(true)}>
        Start next season&apos;s {event.title}
      </Button>
      <ConfirmDialog
        show={confirming}
        title={`Start the ${next} ${event.title}?`}
        confirmLabel={`Start the ${next} season`}
        busyLabel="Starting..."
        busy={start.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        This creates the {next} {event.title} with these settings a year later. Members answer it afresh; the {event.season} answers stay in the
        earlier seasons below.
      </ConfirmDialog>
    </div>
  );
}

import { useState } from 'react';
import type { Show } from '@greenroom/contracts';
import { ConfirmDialog, LoadingStatus, SaveResultAlerts, SectionCard, messageOr, useSaveResult, type SaveResult } from '@greenroom/sdk';
import { Alert, Button } from 'react-bootstrap';
import { useShows } from '../../../common/api/get-shows';
import { formatDateRange } from '../../audition-application/audition-format';
import { useRetireShow } from '../api/retire-show';
import { ShowForm } from './ShowForm';

function ShowEntry({ show, result }: { show: Show; result: SaveResult }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const retire = useRetireShow(show.id);

  const confirmRetire = () =>
    retire.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        result.succeed(`${show.name} retired. Its pre-registrations are kept.`);
      },
      onError: (error) => {
        setConfirming(false);
        result.fail(messageOr(error, 'Failed to retire the show.'));
      },
    });

  return (
    <li className="border-bottom py-3" data-testid="show-entry">
      <h3 className="h4">
        {show.name}
        {show.retired && <span className="ms-2 fs-6 fw-bold">(Retired)</span>}
      </h3>
      {show.description && <p>{show.description}</p>}
      <p className="mb-1">
        <strong>Characters:</strong> {show.characters.length ? show.characters.map((character) => character.name).join(', ') : 'none'}
      </p>
      <p>
        <strong>Audition dates:</strong>{' '}
        {show.auditionDates.length ? show.auditionDates.map((date) => formatDateRange(date.StartDateTime, date.EndDateTime)).join('; ') : 'none'}
      </p>
      {editing ? (
        <ShowForm show={show} result={result} onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />
      ) : (
        <div className="d-flex flex-wrap gap-3">
          <Button variant="outline-primary" size="lg" onClick={() => setEditing(true)}>
            Edit<span className="visually-hidden"> {show.name}</span>
          </Button>
          {!show.retired && (
            <Button variant="outline-danger" size="lg" onClick={() => setConfirming(true)}>
              Retire<span className="visually-hidden"> {show.name}</span>
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        show={confirming}
        title={`Retire ${show.name}?`}
        confirmLabel="Retire the show"
        busyLabel="Retiring..."
        busy={retire.isPending}
        destructive
        onConfirm={confirmRetire}
        onCancel={() => setConfirming(false)}
      >
        Members will no longer be able to pre-register for it. The pre-registrations already made are kept.
      </ConfirmDialog>
    </li>
  );
}

/** Board members and Admins enter each season's shows: characters as rows, audition dates on the calendar. */
export function ManageShowsScreen() {
  const shows = useShows();
  const result = useSaveResult({ successMs: 5000 });
  const [adding, setAdding] = useState(false);

  return (
    <section data-testid="screen-manage-shows">
      <h1>Shows and Characters</h1>
      <SaveResultAlerts result={result} dismissible />
      {adding ? (
        <SectionCard title="New show" className="mb-4">
          <ShowForm result={result} onDone={() => setAdding(false)} onCancel={() => setAdding(false)} />
        </SectionCard>
      ) : (
        <Button size="lg" className="mb-4" onClick={() => setAdding(true)}>
          Add a show
        </Button>
      )}
      <SectionCard title="Shows">
        {shows.isPending && <LoadingStatus>Loading shows...</LoadingStatus>}
        {shows.isError && <Alert variant="danger">{messageOr(shows.error, 'Failed to load the shows.')}</Alert>}
        {shows.data && shows.data.length === 0 && <p>No shows yet.</p>}
        {shows.data && shows.data.length > 0 && (
          <ul className="list-unstyled mb-0">
            {shows.data.map((show) => (
              <ShowEntry key={show.id} show={show} result={result} />
            ))}
          </ul>
        )}
      </SectionCard>
    </section>
  );
}

import { formatCalendarDay, formatClockTimeRange, type Member, type PlayReadingEvent } from '@greenroom/contracts';
import { useState, type ReactNode } from 'react';
import { canAccess, LoadingStatus, messageOr, useSaveResult } from '@greenroom/sdk';
import { Alert, Button, Card } from 'react-bootstrap';
import { AttendeeColumns } from '../../../common/AttendeeColumns';
import { printAttendees } from '../../../common/print-attendees';
import { downloadPlayReadingAttendees } from '../api/download-play-reading-attendees';
import { usePlayReadingAttendees } from '../api/get-play-reading-attendees';
import { useRsvpStatus } from '../api/get-rsvp-status';
import { useUpdatePlayReadingRsvp } from '../api/update-play-reading-rsvp';

const SUCCESS_MS = 3000;

function attendeeCountText(count: number): string {
  return count === 1 ? "1 member has RSVP'd to attend this play reading:" : `${count} members have RSVP'd to attend this play reading:`;
}

/** `children`: what an organizer may do with the reading, at the end of its card. */
export function PlayReadingEventCard({ event, member, children }: { event: PlayReadingEvent; member: Member; children?: ReactNode }) {
  const status = useRsvpStatus(member.Email, event.Event_ID);
  const attendees = usePlayReadingAttendees(event.Event_ID);
  const update = useUpdatePlayReadingRsvp(event.Event_ID);
  const result = useSaveResult({ successMs: SUCCESS_MS });
  const [exportError, setExportError] = useState<string | null>(null);
  // Spec: not attending until the status call answers.
  const attending = status.data ?? false;

  function answer(choice: boolean) {
    result.dismissError();
    if (!member.Email) {
      result.fail('User information is missing. Please log in again.');
      return;
    }
    if (choice === attending) return;
    update.mutate(
      { email: member.Email, eventId: event.Event_ID, attending: choice, firstName: member.First_Name, lastName: member.Last_Name },
      {
        onSuccess: () => result.succeed(choice ? "Thank you! You're on the list." : 'Your RSVP has been updated.'),
        onError: (cause) =>
          result.fail(messageOr(cause, 'Failed to update RSVP status', 'An unexpected error occurred while updating your RSVP status')),
      },
    );
  }

  function exportCsv() {
    setExportError(null);
    downloadPlayReadingAttendees(event.Event_ID, event.Title).catch((cause: unknown) =>
      setExportError(messageOr(cause, 'Failed to fetch attendees')),
    );
  }

  const endDiffers = event.End_Date && event.End_Date !== event.Start_Date;
  const time = formatClockTimeRange(event.Start_Time, event.End_Time);

  function printList() {
    if (!attendees.data) return;
    const days = endDiffers
      ? `${formatCalendarDay(event.Start_Date)} to ${formatCalendarDay(event.End_Date ?? '')}`
      : formatCalendarDay(event.Start_Date);
    printAttendees({
      title: event.Title,
      facts: [days, time, event.Location, event.Address].filter((fact): fact is string => !!fact),
      attendees: attendees.data,
    });
  }

  return (
    <Card className="mb-4" data-testid="play-reading-event">
      <Card.Body>
        <Card.Title as="h2">{event.Title}</Card.Title>
        <p className="fs-5 mb-1">
          <strong>{formatCalendarDay(event.Start_Date)}</strong>
          {endDiffers && (
            <>
              {' '}
              to <strong>{formatCalendarDay(event.End_Date ?? '')}</strong>
            </>
          )}
        </p>
        {time && <p className="fs-5 mb-1">{time}</p>}
        {event.Location && <p className="mb-1">{event.Location}</p>}
        {event.Address && <p className="mb-1">{event.Address}</p>}
        {event.Description && <p className="mt-2">{event.Description}</p>}
        <p className="fst-italic">Please RSVP so we can prepare accordingly.</p>

        <section className="border-top pt-3 mt-3" aria-label={`Your RSVP for ${event.Title}`}>
          <h3 className="h4">Your RSVP</h3>
          {status.isPending ? (
            <LoadingStatus className="mb-3">Loading your RSVP status...</LoadingStatus>
          ) : (
            <p className="fs-5" data-testid="rsvp-status">
              {attending ? "You're attending this play reading!" : "You're not currently attending this play reading."}
            </p>
          )}
          <div className="d-flex flex-wrap gap-3 mb-2">
            <Button
              size="lg"
              variant={attending ? 'success' : 'outline-success'}
              aria-pressed={attending}
              disabled={update.isPending}
              onClick={() => answer(true)}
            >
              Yes, I&apos;ll attend
            </Button>
            <Button
              size="lg"
              variant={attending ? 'outline-secondary' : 'secondary'}
              aria-pressed={!attending}
              disabled={update.isPending}
              onClick={() => answer(false)}
            >
              No, I can&apos;t attend
            </Button>
          </div>
          {update.isPending && <p role="status">Updating your RSVP status...</p>}
          {result.success && (
            <Alert variant="success" role={undefined}>
              {result.success}
            </Alert>
          )}
          {/* Red text inside the card rather than an alert box; read out through the live region like the success. */}
          {result.error && <p className="text-danger fw-bold">{result.error}</p>}
        </section>

        <section className="border-top pt-3 mt-3" aria-label={`Current attendees of ${event.Title}`}>
          <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
            <h3 className="h4 mb-0 me-auto">Current Attendees</h3>
            <Button variant="outline-primary" onClick={() => attendees.refetch()} disabled={attendees.isFetching}>
              Refresh List
            </Button>
            {canAccess(member.Portal_Permission, 'Leader, Admin') && (
              <>
                <Button variant="outline-dark" onClick={exportCsv}>
                  Download attendee list (CSV)
                </Button>
                <Button variant="outline-dark" onClick={printList} disabled={!attendees.data}>
                  Print attendee list
                </Button>
              </>
            )}
          </div>
          {exportError && <Alert variant="danger">{exportError}</Alert>}
          {attendees.isFetching && !attendees.data && <LoadingStatus className="mb-3">Loading attendee list...</LoadingStatus>}
          {attendees.isError && <p className="text-danger">Unable to load attendee list. Please try refreshing.</p>}
          {attendees.data && attendees.data.length === 0 && <p>No attendees have RSVP&apos;d yet. Be the first to sign up!</p>}
          {attendees.data && attendees.data.length > 0 && (
            <>
              <p data-testid="attendee-count">{attendeeCountText(attendees.data.length)}</p>
              <AttendeeColumns attendees={attendees.data} />
            </>
          )}
        </section>
        {children}
      </Card.Body>
    </Card>
  );
}

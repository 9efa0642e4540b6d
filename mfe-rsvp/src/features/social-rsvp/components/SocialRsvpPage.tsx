import { formatCalendarDay, type RsvpEventKey } from '@greenroom/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingStatus, messageOr, SaveResultAlerts, updateSessionMember, useSaveResult, useSession } from '@greenroom/sdk';
import { Alert, Button, Card } from 'react-bootstrap';
import { AttendeeColumns } from '../../../common/AttendeeColumns';
import { printAttendees } from '../../../common/print-attendees';
import { downloadSocialAttendees } from '../api/download-social-attendees';
import { useRsvpEvent } from '../api/get-rsvp-event';
import { useSocialAttendees } from '../api/get-social-attendees';
import { useUpdateSocialRsvp } from '../api/update-social-rsvp';
import styles from './SocialRsvpPage.module.css';

const SUCCESS_MS = 3000;
const MISSING_MEMBER = 'User information is missing. Please log in again.';

function confirmationText(attending: boolean | null, title: string): string {
  if (attending === true) return `You're attending the ${title}. We look forward to seeing you!`;
  if (attending === false) return `You have told us you will not attend the ${title}.`;
  return 'You have not answered yet. Please let us know whether you will attend.';
}

/** The Holiday Party and May Social share this page (docs/spec-summary.md §2.2.6); the event itself comes from data. */
export function SocialRsvpPage({ eventKey, heading, testId }: { eventKey: RsvpEventKey; heading: string; testId: string }) {
  const { member } = useSession();
  const signedIn = Boolean(member?.Email);
  const event = useRsvpEvent(eventKey, signedIn);
  const attendees = useSocialAttendees(eventKey, signedIn);
  const update = useUpdateSocialRsvp(eventKey);
  const result = useSaveResult({ successMs: SUCCESS_MS });
  const [exportError, setExportError] = useState<string | null>(null);

  const current = event.data?.attending ?? null;

  function answer(attending: boolean) {
    result.dismissError();
    if (!member?.Email) {
      result.fail(MISSING_MEMBER);
      return;
    }
    if (attending === current) return;
    update.mutate(
      { email: member.Email, attending },
      {
        onSuccess: (response) => {
          updateSessionMember(response.member);
          result.succeed('Your RSVP has been updated.');
        },
        onError: (cause) =>
          result.fail(messageOr(cause, 'Failed to update RSVP status', 'An unexpected error occurred while updating your RSVP status')),
      },
    );
  }

  function exportCsv() {
    setExportError(null);
    downloadSocialAttendees(eventKey).catch((cause: unknown) => setExportError(messageOr(cause, 'Failed to fetch attendees')));
  }

  function printList() {
    if (!attendees.data || !event.data) return;
    const { title, eventDate, timeText, location } = event.data.event;
    printAttendees({ title, facts: [formatCalendarDay(eventDate), timeText, location].filter(Boolean), attendees: attendees.data });
  }

  return (
    <section data-testid={testId}>
      <h1>{heading}</h1>
      {!signedIn && <Alert variant="danger">{MISSING_MEMBER}</Alert>}
      {event.isPending && signedIn && <LoadingStatus className="mb-3">Loading event information...</LoadingStatus>}
      {event.isError && <Alert variant="danger">{messageOr(event.error, 'Failed to load event information.')}</Alert>}
      {event.data && (
        <>
          <Card className="mb-4">
            <Card.Body>
              <Card.Title as="h2">{event.data.event.title}</Card.Title>
              <p className={styles.facts}>
                <strong>{formatCalendarDay(event.data.event.eventDate)}</strong>
                <br />
                {event.data.event.timeText}
                <br />
                {event.data.event.location}
              </p>
              {event.data.event.details && <p>{event.data.event.details}</p>}
              <p className="mb-0">
                <strong>Please RSVP by {formatCalendarDay(event.data.event.rsvpBy)}.</strong>
                {/* The page takes answers until its last open day; when that is later, say so instead of hiding it. */}
                {event.data.event.endsOn > event.data.event.rsvpBy && (
                  <>
                    {' '}
                    You can still answer or change your answer until {formatCalendarDay(event.data.event.endsOn)}; after that day this page closes.
                  </>
                )}
              </p>
            </Card.Body>
          </Card>

          {/* The answer buttons mean nothing on paper; the event and its attendee list print. */}
          <Card className="mb-4 d-print-none">
            <Card.Body>
              <Card.Title as="h2">Will you attend?</Card.Title>
              <div className={styles.answers}>
                <Button
                  className={styles.answer}
                  variant={current === true ? 'success' : 'outline-success'}
                  aria-pressed={current === true}
                  disabled={update.isPending}
                  onClick={() => answer(true)}
                >
                  Yes
                </Button>
                <Button
                  className={styles.answer}
                  variant={current === false ? 'secondary' : 'outline-secondary'}
                  aria-pressed={current === false}
                  disabled={update.isPending}
                  onClick={() => answer(false)}
                >
                  No
                </Button>
              </div>
              {update.isPending && <p role="status">Updating your RSVP status...</p>}
              <p className="fs-5" data-testid="rsvp-confirmation">
                {confirmationText(current, event.data.event.title)}
              </p>
              <SaveResultAlerts result={result} />
            </Card.Body>
          </Card>
        </>
      )}
      {signedIn && (
        <Card>
          <Card.Body>
            <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
              <Card.Title as="h2" className="mb-0 me-auto">
                Current Attendees
              </Card.Title>
              <Button variant="outline-primary" onClick={() => attendees.refetch()} disabled={attendees.isFetching}>
                Refresh List
              </Button>
              {member?.Portal_Permission === 'Admin' && (
                <>
                  <Button variant="outline-dark" onClick={exportCsv}>
                    Download attendee list (CSV)
                  </Button>
                  <Button variant="outline-dark" onClick={printList} disabled={!attendees.data || !event.data}>
                    Print attendee list
                  </Button>
                  <Link to="/rsvp-settings" className="d-print-none">
                    Event settings
                  </Link>
                </>
              )}
            </div>
            {exportError && <Alert variant="danger">{exportError}</Alert>}
            {attendees.isFetching && !attendees.data && <LoadingStatus className="mb-3">Loading attendee list...</LoadingStatus>}
            {attendees.isError && <Alert variant="danger">Unable to load attendee list. Please try refreshing.</Alert>}
            {attendees.data && attendees.data.length === 0 && <p>No one has said yes yet.</p>}
            {attendees.data && attendees.data.length > 0 && <AttendeeColumns attendees={attendees.data} />}
          </Card.Body>
        </Card>
      )}
    </section>
  );
}

import { useState } from 'react';
import { ORGANIZER_ROLES, type PlayReadingEvent, type PlayReadingManagedEvent } from '@greenroom/contracts';
import { BreakableText, canAccess, LoadingStatus, SaveResultAlerts, useSaveResult, useSession } from '@greenroom/sdk';
import { Alert, Card, Form } from 'react-bootstrap';
import { usePlayReadingEvents } from '../api/get-play-reading-events';
import { useManagedPlayReadings } from '../../play-reading-admin/api/get-managed-play-readings';
import { NewPlayReading } from '../../play-reading-admin/components/NewPlayReading';
import { PlayReadingManageActions } from '../../play-reading-admin/components/PlayReadingManageActions';
import { PlayReadingEventCard } from './PlayReadingEventCard';

export function PlayReadingEventsScreen() {
  const { member } = useSession();
  const canManage = canAccess(member?.Portal_Permission, ORGANIZER_ROLES.join(', '));
  const [showPast, setShowPast] = useState(false);
  // Spec: events and status are not fetched without a logged-in member. Members see 45 days ahead; the office
  // sees every reading it entered, so one added for next season can still be edited or cancelled.
  const memberEvents = usePlayReadingEvents(member !== null && !canManage);
  const managedEvents = useManagedPlayReadings(showPast, member !== null && canManage);
  const events: { isPending: boolean; data?: (PlayReadingEvent | PlayReadingManagedEvent)[] } = canManage ? managedEvents : memberEvents;
  // "… cancelled. N members were e-mailed.": its card is gone, so the words stand where the list is, until the next one.
  const cancelled = useSaveResult();

  return (
    <section data-testid="screen-play-reading">
      <h1>Play Reading Events</h1>
      {member === null ? (
        <Alert variant="info" className="fs-5">
          Please log in to view play reading events and update your RSVP status.
        </Alert>
      ) : (
        <>
          <Card className="mb-4" data-testid="current-user">
            <Card.Body>
              <Card.Title as="h2">Current User</Card.Title>
              <p className="fs-5 mb-1">
                {member.First_Name} {member.Last_Name}
              </p>
              <p className="fs-5 mb-0">
                <BreakableText text={member.Email} />
              </p>
            </Card.Body>
          </Card>
          {canManage && (
            <>
              <NewPlayReading />
              <p className="fs-5">Members see the readings of the next 45 days; this list shows every reading you entered.</p>
              <Form.Check
                type="switch"
                id="play-reading-show-past"
                className="fs-5 mb-3"
                // Padded so the switch and its label make a 44 px target.
                label={<span className="d-inline-block py-2">Show past readings</span>}
                checked={showPast}
                onChange={(change) => setShowPast(change.target.checked)}
              />
              {managedEvents.isError && (
                <Alert variant="danger" className="fs-5">
                  The play readings could not be loaded. Please reload the page.
                </Alert>
              )}
            </>
          )}
          <SaveResultAlerts result={cancelled} className="fs-5" />
          {events.isPending && <LoadingStatus className="mb-3">Loading play reading events...</LoadingStatus>}
          {events.data && events.data.length === 0 && (
            <Alert variant="info" className="fs-5">
              {canManage
                ? 'There are no play readings yet. Add one with "Add a play reading".'
                : 'There are no upcoming play reading events within the next 45 days. Please check back later!'}
            </Alert>
          )}
          {events.data?.map((event) => (
            <PlayReadingEventCard key={event.Event_ID} event={event} member={member}>
              {'Attending_Count' in event && <PlayReadingManageActions event={event} onCancelled={cancelled.succeed} />}
            </PlayReadingEventCard>
          ))}
        </>
      )}
    </section>
  );
}

import { ORGANIZER_ROLES } from '@greenroom/contracts';
import { LoadingStatus, SaveResultAlerts, canAccess, useSaveResult, useSession } from '@greenroom/sdk';
import { Alert, Card } from 'react-bootstrap';
import { usePlayReadingEvents } from '../api/get-play-reading-events';
import { NewPlayReading } from '../../play-reading-admin/components/NewPlayReading';
import { PlayReadingManageActions } from '../../play-reading-admin/components/PlayReadingManageActions';
import { PlayReadingEventCard } from './PlayReadingEventCard';

export function PlayReadingEventsScreen() {
  const { member } = useSession();
  // Spec: events and status are not fetched without a logged-in member.
  const events = usePlayReadingEvents(member !== null);
  const canManage = canAccess(member?.Portal_Permission, ORGANIZER_ROLES.join(', '));
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
              <p className="fs-5 mb-0">{member.Email}</p>
            </Card.Body>
          </Card>
          {canManage && <NewPlayReading />}
          <SaveResultAlerts result={cancelled} className="fs-5" />
          {events.isPending && <LoadingStatus className="mb-3">Loading play reading events...</LoadingStatus>}
          {events.data && events.data.length === 0 && (
            <Alert variant="info" className="fs-5">
              There are no upcoming play reading events within the next 45 days. Please check back later!
            </Alert>
          )}
          {events.data?.map((event) => (
            <PlayReadingEventCard key={event.Event_ID} event={event} member={member}>
              {canManage && <PlayReadingManageActions event={event} onCancelled={cancelled.succeed} />}
            </PlayReadingEventCard>
          ))}
        </>
      )}
    </section>
  );
}

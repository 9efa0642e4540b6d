import { RSVP_EVENT_KEYS, type RsvpEventKey } from '@greenroom/contracts';
import { AccessRestricted, LoadingStatus, messageOr } from '@greenroom/sdk';
import { Alert, Card } from 'react-bootstrap';
import { useRsvpEvent } from '../api/get-rsvp-event';
import { ClosedEventNotice } from './ClosedEventNotice';
import { RsvpEventForm } from './RsvpEventForm';

function EventSettings({ eventKey }: { eventKey: RsvpEventKey }) {
  const event = useRsvpEvent(eventKey, true);
  return (
    <Card className="mb-4">
      <Card.Body>
        {event.isPending && <LoadingStatus className="mb-3">Loading event information...</LoadingStatus>}
        {event.isError && <Alert variant="danger">{messageOr(event.error, 'Failed to load event information.')}</Alert>}
        {event.data && (
          <>
            <Card.Title as="h2">{event.data.event.title}</Card.Title>
            <ClosedEventNotice event={event.data.event} />
            <RsvpEventForm event={event.data.event} />
          </>
        )}
      </Card.Body>
    </Card>
  );
}

/** Admin page: each social's text and the window in which its RSVP page is open. */
export function RsvpSettingsScreen() {
  return (
    <section data-testid="screen-rsvp-settings">
      <h1>RSVP Event Settings</h1>
      <AccessRestricted permission="Admin">
        {RSVP_EVENT_KEYS.map((key) => (
          <EventSettings key={key} eventKey={key} />
        ))}
      </AccessRestricted>
    </section>
  );
}

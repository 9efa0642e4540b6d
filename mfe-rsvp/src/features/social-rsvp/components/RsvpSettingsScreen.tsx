import { RSVP_EVENT_KEYS, type RsvpEventKey } from '@greenroom/contracts';
import { AccessRestricted, LoadingStatus, messageOr } from '@greenroom/sdk';
import { Alert, Card } from 'react-bootstrap';
import { useRsvpEvent } from '../api/get-rsvp-event';
import { ClosedEventNotice } from './ClosedEventNotice';
import { RsvpEventForm } from './RsvpEventForm';
import { SeasonHistory } from './SeasonHistory';
import { StartNextSeason } from './StartNextSeason';

function EventSettings({ eventKey }: { eventKey: RsvpEventKey }) {
  const event = useRsvpEvent(eventKey, true);
  return (
    <Card className="mb-4">
      <Card.Body>
        {event.isPending && <LoadingStatus className="mb-3">Loading event information...</LoadingStatus>}
        {event.isError && <Alert variant="danger">{messageOr(event.error, 'Failed to load event information.')}</Alert>}
        {event.data && (
          <>
            <Card.Title as="h2">
              {event.data.event.title} ({event.data.event.season} season)
            </Card.Title>
            <ClosedEventNotice event={event.data.event} />
            <StartNextSeason event={event.data.event} />
            {/* Keyed by season: a new season's settings replace the form's values. */}
            <RsvpEventForm key={event.data.event.season} event={event.data.event} />
            <SeasonHistory eventKey={eventKey} title={event.data.event.title} />
          </>
        )}
      </Card.Body>
    </Card>
  );
}

/** Admin page: each social's current season (its text and the window its RSVP page is open), the next season, the earlier ones. */
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

import { categoryColors } from '@greenroom/contracts';
import { BreakableText } from '@greenroom/sdk';
// The package root, not 'react-bootstrap/Card': only the root is the shared singleton.
import { Badge, Card, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { formatShortDateTime, formatTime } from '../../../common/event-time';
import { useCategories } from '../../../common/api/get-categories';
import { useEventsAtAGlance } from '../api/get-events-at-a-glance';

/** The dashboard's card: the next 30 days, at most 8 events. */
export function EventsAtAGlanceCard() {
  const events = useEventsAtAGlance();
  const categories = useCategories();
  const records = events.data ?? [];
  return (
    <Card data-testid="widget-events-at-a-glance">
      <Card.Header as="h2" className="h4">
        Events At A Glance
      </Card.Header>
      {events.isPending ? (
        <Card.Body role="status">Loading events...</Card.Body>
      ) : records.length === 0 ? (
        <Card.Body className="fs-5">No upcoming events found.</Card.Body>
      ) : (
        <ListGroup variant="flush" as="ul">
          {records.map((event) => {
            const colors = categoryColors(event.Category, categories.data ?? []);
            return (
              <ListGroup.Item as="li" key={event.id} className="py-3">
                <div className="d-flex flex-wrap align-items-center gap-2">
                  <span className="fw-bold">
                    {formatShortDateTime(event.StartDateTime)}
                    {event.EndDateTime !== null && ` - ${formatTime(event.EndDateTime)}`}
                  </span>
                  <span className="fs-5">
                    {/* The theater's own events link to the page where members answer them. */}
                    {event.Page ? (
                      <Link to={event.Page.path}>
                        <BreakableText text={event.Title} />
                      </Link>
                    ) : (
                      <BreakableText text={event.Title} />
                    )}
                  </span>
                  <Badge bg="" className="fs-6" style={{ backgroundColor: colors.fillColor, color: colors.textColor }}>
                    {event.Category}
                  </Badge>
                </div>
                {event.Location && <div>{event.Location}</div>}
                {event.Details && <div className="fst-italic">{event.Details}</div>}
              </ListGroup.Item>
            );
          })}
        </ListGroup>
      )}
    </Card>
  );
}

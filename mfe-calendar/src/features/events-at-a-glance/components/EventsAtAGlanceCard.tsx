// The package root, not 'react-bootstrap/Card': only the root is the shared singleton.
import { Card } from 'react-bootstrap';

export function EventsAtAGlanceCard() {
  return (
    <Card data-testid="widget-events-at-a-glance">
      <Card.Header as="h2" className="h4">
        Events At A Glance
      </Card.Header>
    </Card>
  );
}

import { messageOr, SectionCard } from '@greenroom/sdk';
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { openQueueDashboard } from '../api/open-queue-dashboard';

export function QueueDashboardCard() {
  const [error, setError] = useState<string | null>(null);
  return (
    <SectionCard className="mb-4" title="Mail Queues">
      <p>Waiting, active and failed e-mail jobs, with retry, for whoever looks after the mail service.</p>
      {error && <Alert variant="danger">{error}</Alert>}
      <Button
        variant="outline-dark"
        size="lg"
        onClick={() => openQueueDashboard().catch((failure: unknown) => setError(messageOr(failure, 'Unable to open the queue dashboard.')))}
      >
        Open Queue Dashboard
      </Button>
    </SectionCard>
  );
}

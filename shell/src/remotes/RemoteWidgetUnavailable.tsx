import { Button } from 'react-bootstrap';
import type { RemoteUnavailableProps } from './RemoteUnavailablePanel';

/** The compact fallback for a widget: one line and a Retry button, so the page around it stays readable. */
export function RemoteWidgetUnavailable({ remote, onRetry }: RemoteUnavailableProps) {
  return (
    <div
      data-testid="remote-unavailable"
      data-remote={remote}
      role="alert"
      className="border border-dark rounded-3 p-3 d-flex flex-wrap align-items-center gap-3"
    >
      <span className="flex-grow-1">This section is not available right now.</span>
      <Button variant="outline-dark" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

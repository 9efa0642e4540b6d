import { Button } from 'react-bootstrap';

export interface RemoteUnavailableProps {
  remote: string;
  onRetry: () => void;
}

/** Shown inside the layout in place of a remote's screen; the sidebar and the rest of the portal keep working. */
export function RemoteUnavailablePanel({ remote, onRetry }: RemoteUnavailableProps) {
  return (
    <section data-testid="remote-unavailable" data-remote={remote} role="alert" className="border border-2 border-dark rounded-3 p-4 my-4 bg-light">
      <h1 className="h2">This part of the portal is not available right now</h1>
      <p className="fs-5">
        We could not open this page. Nothing you entered elsewhere has been lost. Please press Retry in a moment; if it still does not open, try again
        a little later.
      </p>
      <Button variant="primary" size="lg" onClick={onRetry}>
        Retry
      </Button>
    </section>
  );
}

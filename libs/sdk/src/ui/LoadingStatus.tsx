import type { ReactNode } from 'react';
import { Spinner } from 'react-bootstrap';

/** "Loading…" with a spinner, read out once by screen readers (a status region); the spinner itself is silent. */
export function LoadingStatus({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="status" className={className}>
      <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
      {children}
    </p>
  );
}

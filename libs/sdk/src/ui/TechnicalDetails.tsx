import type { ReactNode } from 'react';

/**
 * What an office reader rarely needs (an IP address, a record id), folded away under "Technical details" so the
 * words around it read as the rest of the portal does. The summary is a 44 px target like every other control.
 */
export function TechnicalDetails({ children }: { children: ReactNode }) {
  return (
    <details className="mt-1">
      <summary className="py-2">Technical details</summary>
      <div>{children}</div>
    </details>
  );
}

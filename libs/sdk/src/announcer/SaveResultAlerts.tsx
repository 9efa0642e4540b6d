import { Alert } from 'react-bootstrap';
import type { SaveResult } from './use-save-result';

export interface SaveResultAlertsProps {
  result: SaveResult;
  className?: string;
  /** The error gets a close button that hides it. */
  dismissible?: boolean;
}

/**
 * The visible side of useSaveResult: the error, then the success. Neither has role="alert": the live region
 * already reads them out, and the role would say them twice.
 */
export function SaveResultAlerts({ result, className, dismissible = false }: SaveResultAlertsProps) {
  return (
    <>
      {result.error && (
        <Alert
          variant="danger"
          role={undefined}
          className={className}
          dismissible={dismissible}
          onClose={dismissible ? result.dismissError : undefined}
        >
          {result.error}
        </Alert>
      )}
      {result.success && (
        <Alert variant="success" role={undefined} className={className}>
          {result.success}
        </Alert>
      )}
    </>
  );
}

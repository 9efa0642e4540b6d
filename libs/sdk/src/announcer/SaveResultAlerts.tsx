import { useRef } from 'react';
import { Alert } from 'react-bootstrap';
import { useKeepInView } from './use-keep-in-view';
import type { SaveResult } from './use-save-result';

export interface SaveResultAlertsProps {
  result: SaveResult;
  className?: string;
  /** The error gets a close button that hides it. */
  dismissible?: boolean;
}

/**
 * The visible side of useSaveResult: the error, then the success. Neither has role="alert": the live region
 * already reads them out, and the role would say them twice. Draw it beside the button that saved; a new message is
 * also scrolled into view, so it is seen wherever the page was scrolled to.
 */
export function SaveResultAlerts({ result, className, dismissible = false }: SaveResultAlertsProps) {
  const errorBox = useRef<HTMLDivElement>(null);
  const successBox = useRef<HTMLDivElement>(null);
  useKeepInView(errorBox, result.error);
  useKeepInView(successBox, result.success);
  return (
    <>
      {result.error && (
        <Alert
          ref={errorBox}
          variant="danger"
          role={undefined}
          className={className}
          dismissible={dismissible}
          onClose={dismissible ? result.dismissError : undefined}
          data-save-result="error"
        >
          {result.error}
        </Alert>
      )}
      {result.success && (
        <Alert ref={successBox} variant="success" role={undefined} className={className} data-save-result="success">
          {result.success}
        </Alert>
      )}
    </>
  );
}

import { useRef } from 'react';
import { Alert, Button } from 'react-bootstrap';
import type { SaveResult } from './use-save-result';
import { useKeepInView } from './use-keep-in-view';

export interface SaveResultAlertsProps {
  result: SaveResult;
  className?: string;
  /** The error gets a close button that hides it. */
  dismissible?: boolean;
}

/**
 * The visible side of useSaveResult: the error, then the success. Neither has role="alert": the live region
 * already reads them out, and the role would say them twice. Draw it beside the button that saved; a new message is
 * also scrolled into view, so it is seen wherever the page was scrolled to. An error that can be mended by loading
 * the record again (someone else saved it first) carries a "Reload" button.
 */
export function SaveResultAlerts({ result, className, dismissible = false }: SaveResultAlertsProps) {
  const errorBox = useRef<HTMLDivElement>(null);
  const successBox = useRef<HTMLDivElement>(null);
  useKeepInView(errorBox, result.error);
  useKeepInView(successBox, result.success);
  const { reload } = result;

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
          {reload && (
            <div className="mt-2">
              <Button
                variant="outline-dark"
                size="lg"
                onClick={() => {
                  result.clear();
                  reload();
                }}
              >
                Reload
              </Button>
            </div>
          )}
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

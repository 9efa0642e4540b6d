import { useEffect, useRef } from 'react';
import { Alert, Button } from 'react-bootstrap';
import type { SaveResult } from './use-save-result';

export interface SaveResultAlertsProps {
  result: SaveResult;
  className?: string;
  /** The error gets a close button that hides it. */
  dismissible?: boolean;
}

/**
 * The visible side of useSaveResult: the error, then the success. Neither has role="alert": the live region
 * already reads them out, and the role would say them twice. An error that can be mended by loading the record
 * again (someone else saved it first) carries a "Reload" button and is scrolled into view: the person is looking at Save.
 */
export function SaveResultAlerts({ result, className, dismissible = false }: SaveResultAlertsProps) {
  const errorRef = useRef<HTMLDivElement>(null);
  const { reload } = result;
  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (reload) errorRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [reload]);

  return (
    <>
      {result.error && (
        <Alert
          ref={errorRef}
          variant="danger"
          role={undefined}
          className={className}
          dismissible={dismissible}
          onClose={dismissible ? result.dismissError : undefined}
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
        <Alert variant="success" role={undefined} className={className}>
          {result.success}
        </Alert>
      )}
    </>
  );
}

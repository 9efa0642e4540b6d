import { LoadingStatus } from '@greenroom/sdk';
import { lazy, Suspense } from 'react';
import { Alert } from 'react-bootstrap';
import { useEmailRunHistory } from '../../api/email-run-history';
import { EmailRunTable } from './EmailRunTable';

// The charting code (visx and its d3 parts) is fetched only when there are runs to draw: the e-mail remote's other
// screens, and this one before its answer, do not carry it.
const EmailRunChart = lazy(() => import('./EmailRunChart'));

/** Sent and failed per run over the last 90 days: a chart, and the same numbers in a table. */
export function EmailRunHistory() {
  const history = useEmailRunHistory();
  return (
    <section aria-labelledby="email-run-history-heading" className="mb-3" data-testid="email-run-history">
      <h3 id="email-run-history-heading" className="h5">
        Sent and failed per run, last 90 days
      </h3>
      {history.isPending ? (
        <LoadingStatus>Loading the e-mail runs...</LoadingStatus>
      ) : history.isError ? (
        <Alert variant="danger">Failed to load the e-mail runs of the last 90 days.</Alert>
      ) : history.data.runs.length === 0 ? (
        <p>No e-mail runs in the last 90 days.</p>
      ) : (
        <>
          <Suspense fallback={<LoadingStatus>Loading the chart...</LoadingStatus>}>
            <EmailRunChart runs={history.data.runs} />
          </Suspense>
          <EmailRunTable history={history.data} />
        </>
      )}
    </section>
  );
}

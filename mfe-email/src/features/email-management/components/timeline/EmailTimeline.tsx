import { EMAIL_KIND_LABELS, type EmailKind } from '@greenroom/contracts';
import { LoadingStatus } from '@greenroom/sdk';
import { lazy, Suspense, useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { useEmailTimeline } from '../../api/email-timeline';
import { EmailDayTable } from './EmailDayTable';
import { EmailKindTotals } from './EmailKindTotals';
import { dayTotals, type KindChoice } from './timeline-text';

// The charting code (visx and its d3 parts) is fetched only when there is mail to draw: the e-mail remote's other
// screens, and this one before its answer, do not carry it.
const EmailTimelineChart = lazy(() => import('./EmailTimelineChart'));

/** Every kind of mail the portal sent over the last 90 days: a timeline per day (one kind or all), and the tables. */
export function EmailTimeline() {
  const timeline = useEmailTimeline();
  const [choice, setChoice] = useState<KindChoice>('all');
  return (
    <section aria-labelledby="email-timeline-heading" className="mb-3" data-testid="email-timeline">
      <h3 id="email-timeline-heading" className="h5">
        E-mail sent per day, last 90 days
      </h3>
      {timeline.isPending ? (
        <LoadingStatus>Loading the e-mail sent...</LoadingStatus>
      ) : timeline.isError ? (
        <Alert variant="danger">Failed to load the e-mail sent in the last 90 days.</Alert>
      ) : timeline.data.days.length === 0 ? (
        <p>No e-mail was sent in the last 90 days.</p>
      ) : (
        <>
          <Form.Group controlId="email-timeline-kind" className="mb-3">
            <Form.Label>Show</Form.Label>
            <Form.Select value={choice} onChange={(event) => setChoice(event.target.value as KindChoice)}>
              <option value="all">Every kind of e-mail</option>
              {(Object.keys(EMAIL_KIND_LABELS) as EmailKind[]).map((kind) => (
                <option key={kind} value={kind}>
                  {EMAIL_KIND_LABELS[kind]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Suspense fallback={<LoadingStatus>Loading the chart...</LoadingStatus>}>
            <EmailTimelineChart days={dayTotals(timeline.data, choice)} choice={choice} />
          </Suspense>
          <EmailDayTable timeline={timeline.data} choice={choice} />
          <EmailKindTotals timeline={timeline.data} />
        </>
      )}
    </section>
  );
}

import type { MyAuditionApplication } from '@greenroom/contracts';
import { useId, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { formatDateRange, formatSubmittedDay as submittedOn } from '../audition-format';

/** A resubmission more than a minute after the first counts as a change worth naming. */
const wasChanged = (application: MyAuditionApplication) => Date.parse(application.lastSubmittedAt) - Date.parse(application.firstSubmittedAt) > 1000;

interface PreRegistrationStatusProps {
  application: MyAuditionApplication;
  onChange: () => void;
}

/**
 * On an audition card the member already pre-registered for: when, View (the saved answers, in place) and Change
 * (the form again, filled in; submitting updates the same pre-registration rather than adding a second).
 */
export function PreRegistrationStatus({ application, onChange }: PreRegistrationStatusProps) {
  const [open, setOpen] = useState(false);
  const answersId = useId();
  return (
    <Alert variant="success" className="fs-5" role={undefined} data-testid="pre-registration-status">
      <p className="fw-bold mb-1">You pre-registered on {submittedOn(application.firstSubmittedAt)}.</p>
      {wasChanged(application) && <p className="mb-1">You last changed it on {submittedOn(application.lastSubmittedAt)}.</p>}
      <div className="d-flex flex-wrap gap-3 mt-3">
        <Button variant="outline-primary" size="lg" aria-expanded={open} aria-controls={answersId} onClick={() => setOpen(!open)}>
          {open ? 'Hide' : 'View'}
        </Button>
        <Button size="lg" onClick={onChange}>
          Change
        </Button>
      </div>
      <dl id={answersId} hidden={!open} className="mt-3 mb-0">
        <dt>Dates you plan to attend</dt>
        <dd>
          <ul className="mb-0">
            {application.selectedDates.map((date) => (
              <li key={date.id}>{formatDateRange(date.unixStart, date.unixEnd)}</li>
            ))}
          </ul>
        </dd>
        {application.selectedCharacters.length > 0 && (
          <>
            <dt>Characters</dt>
            <dd>{application.selectedCharacters.join(', ')}</dd>
          </>
        )}
        {application.acceptOtherRole && (
          <>
            <dt>Would accept another role</dt>
            <dd>{application.acceptOtherRole}</dd>
          </>
        )}
        <dt>Schedule conflicts</dt>
        <dd className="mb-0">{application.conflicts || 'None given'}</dd>
      </dl>
    </Alert>
  );
}

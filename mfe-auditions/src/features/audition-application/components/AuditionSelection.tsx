import { Button, Card } from 'react-bootstrap';
import { DEFAULT_AUDITION_LOCATION, DEFAULT_SHOW_NAME, type MyAuditionApplication } from '@greenroom/contracts';
import { formatDateRange } from '../audition-format';
import type { GroupedAudition } from '../audition-groups';
import { PreRegistrationStatus } from './PreRegistrationStatus';
import styles from './audition.module.css';

interface AuditionSelectionProps {
  auditions: GroupedAudition[];
  /** The member's own pre-registrations by show name. */
  mine: ReadonlyMap<string, MyAuditionApplication>;
  onChoose: (auditionId: string) => void;
  onBack: () => void;
}

export function AuditionSelection({ auditions, mine, onChoose, onBack }: AuditionSelectionProps) {
  return (
    <div>
      <h2 className="mb-4">Select a Show to Pre-Register For Auditioning</h2>
      {auditions.length === 0 ? (
        <div className="mb-4" data-testid="no-open-auditions">
          <p className="fs-5 mb-1">There are currently no open auditions available.</p>
          <p>Please check back later.</p>
        </div>
      ) : (
        auditions.map((audition) => {
          const application = mine.get(audition.Category);
          return (
            <Card key={audition.id} className={`mb-4 ${styles.card}`} data-testid={audition.id}>
              <Card.Body>
                <h3 className="h4">{audition.Category || DEFAULT_SHOW_NAME}</h3>
                {audition.Details && <p>{audition.Details}</p>}
                <p>
                  <strong>Location:</strong> {audition.Location || DEFAULT_AUDITION_LOCATION}
                </p>
                <ul>
                  {audition.dates.map((date) => (
                    <li key={date.id}>{formatDateRange(date.StartDateTime, date.EndDateTime)}</li>
                  ))}
                </ul>
                {application ? (
                  <PreRegistrationStatus application={application} onChange={() => onChoose(audition.id)} />
                ) : (
                  <Button size="lg" onClick={() => onChoose(audition.id)}>
                    Pre-Register for this Audition
                  </Button>
                )}
              </Card.Body>
            </Card>
          );
        })
      )}
      <Button variant="outline-secondary" size="lg" onClick={onBack}>
        Go Back
      </Button>
    </div>
  );
}

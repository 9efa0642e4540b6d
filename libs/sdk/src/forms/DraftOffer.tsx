import { Alert, Button } from 'react-bootstrap';
import type { FormDraft } from './use-form-draft';

/** Offers back what the member typed before they were signed out (useFormDraft), above the form. */
export function DraftOffer({ draft }: { draft: FormDraft }) {
  if (!draft.offered) return null;
  return (
    <Alert variant="info" className="fs-5" data-testid="draft-offer">
      <p>You have answers you typed before you were signed out. Would you like them back?</p>
      <div className="d-flex flex-wrap gap-3">
        <Button size="lg" onClick={draft.restore}>
          Restore my answers
        </Button>
        <Button variant="outline-secondary" size="lg" onClick={draft.discard}>
          Start over
        </Button>
      </div>
    </Alert>
  );
}

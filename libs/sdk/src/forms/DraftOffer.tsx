import { Alert, Button } from 'react-bootstrap';
import { formatInTheaterZone } from '../theater-clock';
import type { FormDraft } from './use-form-draft';

/** "Nov 28 at 10:42 AM" on the theater's clock, as every other time of the portal. */
const typedAt = (savedAt: number) =>
  `${formatInTheaterZone(new Date(savedAt), { month: 'short', day: 'numeric' })} at ${formatInTheaterZone(new Date(savedAt), { hour: 'numeric', minute: '2-digit' })}`;

/**
 * Offers back what the member typed earlier (useFormDraft), above the form: after a sign-out, in a new tab (the
 * sign-in link opens one), or after leaving the page. Says when and where it was kept, so it is recognised.
 */
export function DraftOffer({ draft, onRestore }: { draft: FormDraft; onRestore?: () => void }) {
  if (!draft.offered) return null;
  return (
    <Alert variant="info" className="fs-5" data-testid="draft-offer">
      <p>
        You have answers you typed{draft.savedAt ? ` on ${typedAt(draft.savedAt)}` : ''} that were not saved. This browser kept them for you. Would
        you like them back?
      </p>
      <div className="d-flex flex-wrap gap-3">
        <Button size="lg" onClick={onRestore ?? draft.restore}>
          Restore my answers
        </Button>
        <Button variant="outline-secondary" size="lg" onClick={draft.discard}>
          Start over
        </Button>
      </div>
    </Alert>
  );
}

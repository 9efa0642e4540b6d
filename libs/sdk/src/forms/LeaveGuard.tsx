import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { isSignedIn } from '../session/session-store';
import { ConfirmDialog } from '../ui/ConfirmDialog';

export interface LeaveGuardProps {
  /** Whether leaving now would lose changes; read at the moment of leaving, not at the last render. */
  shouldAsk: () => boolean;
  /** The member chose to leave without saving (e.g. the form's draft goes too). */
  onLeave?: () => void;
  /** For the browser's own question (reload, closed tab, typed address), which must be armed before it is needed. */
  changed: boolean;
}

/**
 * Asks before a changed form is left: in the portal's words for a move inside the portal (a sidebar link, Back),
 * in the browser's for leaving the portal. A sign-out is never held up: after it the member's answers are kept as a
 * draft, and the question would stand between them and /login.
 */
export function LeaveGuard({ shouldAsk, onLeave, changed }: LeaveGuardProps) {
  useEffect(() => {
    if (!changed) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [changed]);
  // A remote drawn on its own (its standalone harness) may run under a router that cannot hold a move back.
  return useContext(UNSAFE_DataRouterContext) ? <LeaveQuestion shouldAsk={shouldAsk} onLeave={onLeave} /> : null;
}

function LeaveQuestion({ shouldAsk, onLeave }: Pick<LeaveGuardProps, 'shouldAsk' | 'onLeave'>) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && isSignedIn() && shouldAsk(),
  );
  return (
    <ConfirmDialog
      show={blocker.state === 'blocked'}
      title="Leave without saving?"
      cancelLabel="Stay and keep editing"
      confirmLabel="Leave without saving"
      destructive
      onCancel={() => blocker.reset?.()}
      onConfirm={() => {
        onLeave?.();
        blocker.proceed?.();
      }}
    >
      <p className="mb-0">You changed this form and have not saved it. If you leave now, your changes are not kept.</p>
    </ConfirmDialog>
  );
}

import { forgetSignOutReason, SESSION_IDLE_MS, signOutReason, type SignOutReason } from '@greenroom/sdk';
import { useEffect, useState } from 'react';
import { Alert } from 'react-bootstrap';

const TEXTS: Record<SignOutReason, string> = {
  'signed-out': 'You are signed out.',
  'timed-out': `You were signed out because nothing happened for ${SESSION_IDLE_MS / 60_000} minutes. Sign in again and you will be back on the page you were on.`,
};

/** Says on /login why the member is there. Shown once: the reason is forgotten after this visit shows it. */
export function SignOutNotice() {
  const [reason] = useState(signOutReason);
  useEffect(() => {
    if (reason) forgetSignOutReason();
  }, [reason]);
  if (!reason) return null;
  return (
    <Alert variant={reason === 'timed-out' ? 'warning' : 'info'} className="fs-5" data-testid="sign-out-notice">
      {TEXTS[reason]}
    </Alert>
  );
}

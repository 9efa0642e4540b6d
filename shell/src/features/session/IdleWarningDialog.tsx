import { idleRemainingMs, useAnnounce, useSession } from '@greenroom/sdk';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWithScreenStyles } from '../../styles/load-screen-styles';
import { loadUserInfo } from '../guard/api/load-user-info';

/** WCAG 2.2.1: warn two minutes before the 30 idle minutes end, with a simple way to stay. */
export const WARN_BEFORE_MS = 2 * 60 * 1000;

/** The dialog is fetched this long before it shows: in time on any line, and never for a member who keeps busy. */
const PREPARE_BEFORE_MS = 3 * 60 * 1000;

// The dialog and Bootstrap's modal styles (screens.scss) together: a screen may not have loaded those yet.
const IdleWarningModal = lazyWithScreenStyles(() => import('./IdleWarningModal').then((module) => module.IdleWarningModal));

/**
 * "Are you still there?" at 28 idle minutes. "Stay signed in" is focused first; its click counts as activity (the
 * session watch listens), and it also asks the server, whose own idle clock only moves with requests. Typing into a
 * form that keeps a draft is never lost either way.
 */
export function IdleWarningDialog() {
  const { email, member } = useSession();
  const signedIn = email !== null && member !== null;
  // Whole seconds left while the warning shows, null otherwise: the state changes only inside the last two minutes.
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const announce = useAnnounce();
  const announced = useRef(false);
  const [prepared, setPrepared] = useState(false);

  useEffect(() => {
    if (!signedIn) {
      setSecondsLeft(null);
      return undefined;
    }
    const tick = () => {
      const remaining = idleRemainingMs();
      setSecondsLeft(remaining !== null && remaining > 0 && remaining <= WARN_BEFORE_MS ? Math.ceil(remaining / 1000) : null);
      if (remaining !== null && remaining <= WARN_BEFORE_MS + PREPARE_BEFORE_MS) setPrepared(true);
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [signedIn]);

  const warning = secondsLeft !== null;
  useEffect(() => {
    if (warning && !announced.current) announce('You will be signed out in 2 minutes because nothing has happened for a while.', 'assertive');
    announced.current = warning;
  }, [warning, announce]);

  const stay = () => {
    setSecondsLeft(null);
    if (email) loadUserInfo(email).catch((error: unknown) => console.warn('Could not reach the server to keep the session.', error));
  };

  // Mounted (and so fetched) from the moment it is prepared, a minute or more before it shows: the dialog's own
  // show and hide, and its focus handling, work as before.
  if (!prepared) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarningModal secondsLeft={secondsLeft} onStay={stay} />
    </Suspense>
  );
}

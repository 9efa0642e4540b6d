import { idleRemainingMs, logout, useAnnounce, useSession } from '@greenroom/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { loadUserInfo } from '../guard/api/load-user-info';
import styles from './IdleWarningDialog.module.css';

/** WCAG 2.2.1: warn two minutes before the 30 idle minutes end, with a simple way to stay. */
export const WARN_BEFORE_MS = 2 * 60 * 1000;

function minutesAndSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0
    ? `${minutes} minute${minutes === 1 ? '' : 's'} ${rest} second${rest === 1 ? '' : 's'}`
    : `${rest} second${rest === 1 ? '' : 's'}`;
}

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
  const titleId = useId();
  const countdownId = useId();
  const bodyId = useId();

  useEffect(() => {
    if (!signedIn) {
      setSecondsLeft(null);
      return undefined;
    }
    const tick = () => {
      const remaining = idleRemainingMs();
      setSecondsLeft(remaining !== null && remaining > 0 && remaining <= WARN_BEFORE_MS ? Math.ceil(remaining / 1000) : null);
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

  return (
    // At 200% zoom with Larger text the dialog is taller than the screen, and the focused button at its foot pushed
    // the title and the countdown above it. Scrollable: the title, the countdown and the buttons stay in view, and
    // only the reassurance below the countdown scrolls; the buttons sit side by side to leave them room.
    <Modal
      show={warning}
      onHide={stay}
      centered
      scrollable
      backdrop="static"
      dialogClassName={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={`${countdownId} ${bodyId}`}
    >
      <Modal.Header className="py-2">
        <Modal.Title id={titleId}>Are you still there?</Modal.Title>
      </Modal.Header>
      <p className="px-3 pt-2 mb-0" id={countdownId} data-testid="idle-countdown">
        For your safety you will be signed out in {minutesAndSeconds(secondsLeft ?? 0)}.
      </p>
      <Modal.Body id={bodyId}>
        <p className="mb-0">
          Nothing has happened for a while. If you are signed out, the forms you were filling in keep your answers for when you sign in again.
        </p>
      </Modal.Body>
      <Modal.Footer className={`py-2 ${styles.footer}`}>
        <Button variant="outline-secondary" onClick={() => void logout()}>
          Sign out now
        </Button>
        {/* First in focus: the one key press most members want. */}
        <Button onClick={stay} autoFocus>
          Stay signed in
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

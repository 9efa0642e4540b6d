import { logout } from '@greenroom/sdk';
import { useId } from 'react';
import { Button, Modal } from 'react-bootstrap';
import styles from './IdleWarningModal.module.css';

function minutesAndSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0
    ? `${minutes} minute${minutes === 1 ? '' : 's'} ${rest} second${rest === 1 ? '' : 's'}`
    : `${rest} second${rest === 1 ? '' : 's'}`;
}

export interface IdleWarningModalProps {
  /** Whole seconds left; the dialog shows while it is not null. */
  secondsLeft: number | null;
  onStay: () => void;
}

/** The dialog itself: loaded shortly before it may be needed (IdleWarningDialog), so no page carries it from the start. */
export function IdleWarningModal({ secondsLeft, onStay }: IdleWarningModalProps) {
  const titleId = useId();
  const countdownId = useId();
  const bodyId = useId();
  return (
    // At 200% zoom with Larger text the dialog is taller than the screen, and the focused button at its foot pushed
    // the title and the countdown above it. Scrollable: the title, the countdown and the buttons stay in view, and
    // only the reassurance below the countdown scrolls; the buttons sit side by side to leave them room.
    <Modal
      show={secondsLeft !== null}
      onHide={onStay}
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
        <Button onClick={onStay} autoFocus>
          Stay signed in
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

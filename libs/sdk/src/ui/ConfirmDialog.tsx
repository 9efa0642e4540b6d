import { useId, useRef, type ReactNode } from 'react';
import { Button, Modal } from 'react-bootstrap';

export interface ConfirmDialogProps {
  show: boolean;
  title: ReactNode;
  /** What will happen, in plain words. */
  children: ReactNode;
  confirmLabel: string;
  /** The first button's words when "Cancel" would be unclear, e.g. "Keep the reading" beside cancelling a reading. */
  cancelLabel?: string;
  /** Shown on the confirm button while the action runs; both buttons are disabled meanwhile. */
  busyLabel?: string;
  busy?: boolean;
  /** A red confirm button, for what cannot be undone. */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The one "are you sure?" dialog: named by its title, large buttons, Cancel first. */
export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busyLabel,
  busy = false,
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  // A closing dialog fades out for a moment, and its caller has usually cleared what its words came from by then:
  // it keeps the words it was shown with (no "Start…" flashing over a Stop, no empty paragraph).
  const shownWords = useRef({ title, children, confirmLabel });
  if (show) shownWords.current = { title, children, confirmLabel };
  const words = shownWords.current;
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={titleId}>{words.title}</Modal.Title>
      </Modal.Header>
      <Modal.Body className="fs-5">{words.children}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" size="lg" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant={destructive ? 'danger' : 'primary'} size="lg" onClick={onConfirm} disabled={busy}>
          {busy && busyLabel ? busyLabel : words.confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** The confirmation before a deletion: titled "Confirm Delete", a red button, "Deleting..." while it runs. */
export function ConfirmDeleteDialog(props: Omit<ConfirmDialogProps, 'title' | 'busyLabel' | 'destructive' | 'cancelLabel'>) {
  return <ConfirmDialog {...props} title="Confirm Delete" busyLabel="Deleting..." destructive />;
}

import { Button, Modal } from 'react-bootstrap';
import type { ReleaseSwitch } from '../api/switch-release';

interface ConfirmSwitchDialogProps {
  change: ReleaseSwitch | null;
  activeVersion: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Switching a release changes every member's next page load: ask once, in plain words. */
export function ConfirmSwitchDialog({ change, activeVersion, busy, onConfirm, onCancel }: ConfirmSwitchDialogProps) {
  const action = change?.kind === 'rollback' ? 'roll back' : 'activate';
  return (
    <Modal show={change !== null} onHide={onCancel} centered aria-labelledby="confirm-switch-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="confirm-switch-title">
          {change?.kind === 'rollback' ? `Roll back ${change.remote} to ${change.version}?` : `Activate ${change?.remote} ${change?.version}?`}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="fs-5">
        Members who open or reload a page will get {change?.remote} version <strong>{change?.version}</strong>
        {activeVersion ? <> instead of {activeVersion}</> : null}. Nothing needs to be restarted, and you can switch back here at any time.
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" size="lg" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="primary" size="lg" onClick={onConfirm} disabled={busy}>
          {busy ? 'Switching…' : `Yes, ${action}`}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

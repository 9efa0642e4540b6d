import { ConfirmDialog } from '@greenroom/sdk';
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
    <ConfirmDialog
      show={change !== null}
      title={change?.kind === 'rollback' ? `Roll back ${change.remote} to ${change.version}?` : `Activate ${change?.remote} ${change?.version}?`}
      confirmLabel={`Yes, ${action}`}
      busyLabel="Switching…"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      Members who open or reload a page will get {change?.remote} version <strong>{change?.version}</strong>
      {activeVersion ? <> instead of {activeVersion}</> : null}. Nothing needs to be restarted, and you can switch back here at any time.
    </ConfirmDialog>
  );
}

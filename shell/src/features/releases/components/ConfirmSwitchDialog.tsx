import { BreakableText, ConfirmDialog, TechnicalDetails } from '@greenroom/sdk';
import type { ReleaseSwitch } from '../api/switch-release';

interface ConfirmSwitchDialogProps {
  change: ReleaseSwitch | null;
  /** The release members see now, in words; null when none is active. */
  activeRegistered: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Switching a release changes every member's next page load: ask once, in plain words. */
export function ConfirmSwitchDialog({ change, activeRegistered, busy, onConfirm, onCancel }: ConfirmSwitchDialogProps) {
  const rollback = change?.kind === 'rollback';
  return (
    <ConfirmDialog
      show={change !== null}
      title={rollback ? `Go back to the version of ${change?.remote} before?` : `Switch ${change?.remote} to another version?`}
      confirmLabel={rollback ? 'Yes, go back' : 'Yes, switch'}
      busyLabel="Switching…"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      Members who open or reload a page will get the version registered <strong>{change?.registered}</strong>
      {activeRegistered ? <> instead of the one registered {activeRegistered}</> : null}. Nothing needs to be restarted, and you can switch back here
      at any time.
      {change && (
        <TechnicalDetails>
          Version <BreakableText text={change.version} />
        </TechnicalDetails>
      )}
    </ConfirmDialog>
  );
}

import { Button } from 'react-bootstrap';

export interface SaveOrCloseButtonsProps {
  saving: boolean;
  /** "Save changes" on a record being changed, "Add show" (or the like) on a new one. */
  saveLabel: string;
  /** Left out where the form cannot be closed (it is the page's only content). */
  onClose?: () => void;
}

/** An admin form's end: Save (Saving... while the request runs) and Close without saving, both large. */
export function SaveOrCloseButtons({ saving, saveLabel, onClose }: SaveOrCloseButtonsProps) {
  return (
    <div className="d-flex flex-wrap gap-3">
      <Button type="submit" size="lg" disabled={saving}>
        {saving ? 'Saving...' : saveLabel}
      </Button>
      {onClose && (
        <Button variant="outline-secondary" size="lg" onClick={onClose} disabled={saving}>
          Close without saving
        </Button>
      )}
    </div>
  );
}

import { Badge } from 'react-bootstrap';
import { statusLabel } from './status-label';

/** Spec: 'active' → success, 'pending' → warning, 'expired' or 'cancelled' → danger, else neutral; empty shows 'Unknown'. */
export function statusVariant(status: string | null | undefined): string {
  const value = (status ?? '').toLowerCase();
  if (value.includes('active')) return 'success';
  if (value.includes('pending')) return 'warning';
  if (value.includes('expired') || value.includes('cancelled')) return 'danger';
  return 'secondary';
}

export function StatusBadge({ status }: { status: string | null | undefined }) {
  const variant = statusVariant(status);
  return (
    <Badge bg={variant} text={variant === 'warning' ? 'dark' : undefined} className="fs-6">
      {status ? statusLabel(status) : 'Unknown'}
    </Badge>
  );
}

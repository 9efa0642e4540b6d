import { Spinner } from 'react-bootstrap';

export function RemoteLoading({ compact = false }: { compact?: boolean }) {
  return (
    <div role="status" className={`d-flex align-items-center gap-3 ${compact ? 'py-2' : 'py-5 justify-content-center fs-4'}`}>
      <Spinner animation="border" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}

import { Spinner } from 'react-bootstrap';

export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div className="d-flex flex-column align-items-center justify-content-center gap-3 vh-100" role="status">
      <Spinner animation="border" style={{ width: '4rem', height: '4rem' }} aria-hidden="true" />
      <span className="fs-4">{label}</span>
    </div>
  );
}

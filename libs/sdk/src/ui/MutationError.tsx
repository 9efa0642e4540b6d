import { Alert } from 'react-bootstrap';
import { messageOr } from '../api/api-error';

/**
 * What went wrong with a save or a delete, in the server's words or `fallback`. Not an alert role: the form's
 * live region has already read the same text out, and role="alert" here would say it twice.
 */
export function MutationError({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  return (
    <Alert variant="danger" className="mt-3" role={undefined}>
      {messageOr(error, fallback)}
    </Alert>
  );
}

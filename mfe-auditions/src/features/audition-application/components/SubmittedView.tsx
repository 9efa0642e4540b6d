import { Alert, Button } from 'react-bootstrap';

export function SubmittedView({ showName, onReturn }: { showName: string; onReturn: () => void }) {
  return (
    <Alert variant="success" className="p-4" data-testid="audition-submitted">
      <h2>Application Submitted!</h2>
      <p className="fs-5">Thank you for submitting your audition application for {showName}.</p>
      <p className="fs-5">You will receive a confirmation email shortly.</p>
      <Button size="lg" onClick={onReturn}>
        Return to Auditions
      </Button>
    </Alert>
  );
}

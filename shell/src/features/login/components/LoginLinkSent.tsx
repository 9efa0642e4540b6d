import { BreakableText } from '@greenroom/sdk';
import { Alert, Button } from 'react-bootstrap';

export function LoginLinkSent({ email, onUseDifferentEmail }: { email: string; onUseDifferentEmail: () => void }) {
  return (
    <Alert variant="success" className="fs-5 mb-0">
      <Alert.Heading as="h2">Login Link Sent!</Alert.Heading>
      <p>
        We sent a secure login link to{' '}
        <strong>
          <BreakableText text={email} />
        </strong>
        . Open the e-mail and select the link to sign in.
      </p>
      <p className="mb-2">If it has not arrived:</p>
      <ul>
        <li>Check the spelling of your email address above.</li>
        <li>Look in your spam or junk folder.</li>
        <li>Make sure you are checking the right email account.</li>
        <li>The email usually arrives within 2-5 minutes.</li>
      </ul>
      <Button variant="outline-primary" size="lg" onClick={onUseDifferentEmail}>
        Use a different email
      </Button>
    </Alert>
  );
}

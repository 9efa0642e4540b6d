import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { logout } from '../session/logout';
import { useSession } from '../session/use-session';
import { DEMO_ACCOUNTS, signInAsDemo } from './demo-sign-in';

/**
 * The harness's picker of seeded demo roles, so a remote's screens call the running API with a real session.
 * Development builds only (startStandalone's `demoSignIn`): it needs the dev server's mail-catcher proxy.
 */
export function DemoSignIn() {
  const { member } = useSession();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function signInAs(email: string) {
    setPending(email);
    setError(null);
    try {
      await signInAsDemo(email);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(null);
    }
  }

  return (
    <section aria-labelledby="demo-sign-in-title" className="border rounded p-3 mb-4">
      <h2 id="demo-sign-in-title" className="h5">
        Demo sign-in (development only)
      </h2>
      <p role="status" className="mb-2">
        {pending
          ? `Signing in as ${pending}…`
          : member
            ? `Signed in as ${member.First_Name} ${member.Last_Name} (${member.Portal_Permission}).`
            : 'Not signed in.'}
      </p>
      <div className="d-flex flex-wrap gap-2">
        {DEMO_ACCOUNTS.map(({ role, email }) => (
          <Button key={role} size="lg" variant="outline-primary" disabled={pending !== null} onClick={() => void signInAs(email)}>
            Sign in as {role}
          </Button>
        ))}
        {member && (
          <Button size="lg" variant="outline-secondary" disabled={pending !== null} onClick={() => void logout()}>
            Sign out
          </Button>
        )}
      </div>
      {error && (
        <Alert variant="danger" className="mt-3 mb-0">
          {error}
        </Alert>
      )}
    </section>
  );
}

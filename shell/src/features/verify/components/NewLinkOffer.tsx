import { LOGIN_LINK_TTL_MINUTES } from '@greenroom/contracts';
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { LoginLinkSent } from '../../login/components/LoginLinkSent';
import { MemberChoice } from '../../login/components/MemberChoice';
import { rememberedLoginEmail } from '../../login/remembered-email';
import { useLoginFlow } from '../../login/use-login-flow';

/**
 * The next step after a refused link: why links fail, and a new link to the address this browser last asked one
 * for (the link's own redirect kept, so the new one leads to the same page). Without a known address the button
 * leads to /login to type it.
 */
export function NewLinkOffer({ redirect }: { redirect: string | undefined }) {
  const [email] = useState(rememberedLoginEmail);
  const flow = useLoginFlow(redirect);
  const { error, matches, selecting, linkSent, loading } = flow.state;

  if (linkSent) return <LoginLinkSent email={flow.state.email} onUseDifferentEmail={flow.reset} />;
  return (
    <div className="fs-5">
      <p>
        A login link works only once, and only for {LOGIN_LINK_TTL_MINUTES} minutes. An older link, or one already used, is refused: ask for a new
        one.
      </p>
      {error && (
        // Read out through the live region (useLoginFlow announces it).
        <Alert variant="danger" role={undefined} className="fs-5">
          {error}
        </Alert>
      )}
      {selecting && <MemberChoice matches={matches} disabled={loading} onChoose={(choice) => void flow.chooseMember(choice)} />}
      <div className="d-flex flex-wrap gap-3">
        {email ? (
          <Button size="lg" disabled={loading || selecting} onClick={() => void flow.submit(email)}>
            {loading ? 'Sending login link...' : `Send me a new link`}
          </Button>
        ) : (
          <Link to="/login" className="btn btn-primary btn-lg">
            Send me a new link
          </Link>
        )}
        <Link to="/login" className="btn btn-outline-primary btn-lg">
          Return to Login
        </Link>
      </div>
      {email && !selecting && <p className="mt-3 mb-0">The new link goes to {email}.</p>}
    </div>
  );
}

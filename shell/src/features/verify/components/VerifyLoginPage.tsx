import { messageOr, UnexpectedResponseError } from '@greenroom/sdk';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Card, Container, Spinner } from 'react-bootstrap';
import { useNavigate, useSearchParams } from 'react-router';
import { verifyTokenOnce } from '../api/verify-token';
import { signInWith } from '../sign-in-from-link';

// Only a refused link needs the offer (and the sign-in flow it carries): the way to the dashboard does without it.
const NewLinkOffer = lazy(() => import('./NewLinkOffer').then((module) => ({ default: module.NewLinkOffer })));

const MISSING_TOKEN = 'Invalid login link. Missing token.';

/** /verify-login?token=…&redirect=… (docs/spec-summary.md §1.2, §1.4 "Verification", §1.8). */
export function VerifyLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const redirect = params.get('redirect');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    verifyTokenOnce(token).then(
      (answer) => {
        if (!current) return;
        // replace: the token leaves the address bar and the history.
        navigate(signInWith(answer, redirect), { replace: true });
      },
      (failure: unknown) => {
        if (!current) return;
        // An OK answer without the member (or otherwise off its contract).
        if (failure instanceof UnexpectedResponseError) setError('Unable to retrieve your member information.');
        else setError(messageOr(failure, 'Verification failed. Please request a new login link.'));
      },
    );
    return () => {
      current = false;
    };
  }, [token, redirect, navigate]);

  const failure = token ? error : MISSING_TOKEN;

  return (
    <Container as="main" className="py-5" style={{ maxWidth: 640 }}>
      <Card className="shadow-sm">
        <Card.Body className="p-4 p-md-5 text-center">
          {failure === null ? (
            <Verifying />
          ) : (
            // The failure is drawn whole once the offer's code is here, so nothing moves under the reader.
            <Suspense fallback={<Verifying />}>
              <Alert variant="danger" className="fs-5 mb-0 text-start">
                <Alert.Heading as="h1" className="h2">
                  Login Failed
                </Alert.Heading>
                <p>{failure}</p>
                <NewLinkOffer redirect={redirect ?? undefined} />
              </Alert>
            </Suspense>
          )}
        </Card.Body>
      </Card>
    </Container>
  );
}

function Verifying() {
  return (
    <div role="status" className="d-flex flex-column align-items-center gap-3">
      <Spinner animation="border" aria-hidden="true" />
      <p className="fs-4 mb-0">Verifying your secure login link...</p>
    </div>
  );
}

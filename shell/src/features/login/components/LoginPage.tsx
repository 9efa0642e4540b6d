import type { FormEvent } from 'react';
import { Alert, Button, Card, Container, Form } from 'react-bootstrap';
import { COMMON_EMAIL_DOMAINS } from '../email-suggestion';
import { useLoginFlow } from '../use-login-flow';
import { LoginLinkSent } from './LoginLinkSent';
import { MemberChoice } from './MemberChoice';

function subtitleFor(selecting: boolean, linkSent: boolean): string {
  if (linkSent) return 'Check your email for a secure login link';
  if (selecting) return 'Multiple members share this email. Please select your name:';
  return 'Please enter your email to access your member information';
}

function submitLabel(loading: boolean, selecting: boolean): string {
  if (loading) return 'Sending login link...';
  return selecting ? 'Continue' : 'Send me a login link';
}

/** /login (spec 01 §2, §4, §5, §8). `redirect` is the page to open after sign-in. */
export function LoginPage({ redirect }: { redirect?: string }) {
  const { state, changeEmail, checkForTypo, acceptSuggestion, submit, chooseMember, reset } = useLoginFlow(redirect);
  const { email, suggestion, error, matches, selecting, chosen, linkSent, loading } = state;
  const localPart = email.trim().split('@')[0];
  const submitDisabled = loading || email.trim() === '' || (selecting && (matches.length === 0 || chosen === null));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <Container as="main" className="py-5" style={{ maxWidth: 640 }}>
      <Card className="shadow-sm">
        <Card.Body className="p-4 p-md-5">
          <h1 className="display-6 fw-bold text-center">Greenroom</h1>
          <p className="lead text-center mb-4">{subtitleFor(selecting, linkSent)}</p>

          {linkSent ? (
            <LoginLinkSent email={email} onUseDifferentEmail={reset} />
          ) : (
            <Form noValidate onSubmit={onSubmit}>
              <Form.Group className="mb-3" controlId="login-email">
                <Form.Label className="fs-5">Email address</Form.Label>
                <Form.Control
                  type="email"
                  size="lg"
                  autoComplete="email"
                  inputMode="email"
                  list="common-email-providers"
                  value={email}
                  disabled={loading || selecting}
                  isInvalid={error !== null}
                  onChange={(event) => changeEmail(event.target.value)}
                  onBlur={checkForTypo}
                />
                <datalist id="common-email-providers">
                  {localPart !== '' && COMMON_EMAIL_DOMAINS.map((domain) => <option key={domain} value={`${localPart}@${domain}`} />)}
                </datalist>
              </Form.Group>

              {suggestion && !selecting && (
                <Alert variant="info" className="fs-5">
                  Did you mean <strong>{suggestion}</strong>?{' '}
                  <Button variant="link" className="fs-5 p-0 align-baseline" onClick={acceptSuggestion}>
                    Use this instead
                  </Button>
                </Alert>
              )}

              {error && (
                <Alert variant="danger" className="fs-5" role="alert">
                  {error}
                </Alert>
              )}

              {selecting && <MemberChoice matches={matches} disabled={loading} onChoose={(choice) => void chooseMember(choice)} />}

              <div className="d-grid gap-2">
                <Button type="submit" size="lg" disabled={submitDisabled}>
                  {submitLabel(loading, selecting)}
                </Button>
                {selecting && (
                  <Button variant="link" size="lg" onClick={reset}>
                    Go back
                  </Button>
                )}
              </div>
            </Form>
          )}
        </Card.Body>
      </Card>
    </Container>
  );
}

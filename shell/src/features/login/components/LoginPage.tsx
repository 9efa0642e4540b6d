import { APPLICATION_WAITING_MESSAGE, CheckEmailRequestSchema } from '@greenroom/contracts';
import { SchemaForm, TextField, useSchemaForm } from '@greenroom/sdk/forms';
import { Alert, Button, Card, Container } from 'react-bootstrap';
import { COMMON_EMAIL_DOMAINS } from '../email-suggestion';
import { NOT_A_MEMBER, useLoginFlow } from '../use-login-flow';
import { LoginLinkSent } from './LoginLinkSent';
import { MemberChoice } from './MemberChoice';
import { NotAMemberHelp } from './NotAMemberHelp';
import { ApplicationWaitingHelp } from './ApplicationWaitingHelp';
import { SignOutNotice } from './SignOutNotice';

function subtitleFor(selecting: boolean, linkSent: boolean): string {
  if (linkSent) return 'Check your email for a secure login link';
  if (selecting) return 'Multiple members share this email. Please select your name:';
  return 'Please enter your email to access your member information';
}

function submitLabel(loading: boolean, selecting: boolean): string {
  if (loading) return 'Sending login link...';
  return selecting ? 'Continue' : 'Send me a login link';
}

/** /login (docs/spec-summary.md §1.2, §1.4, §1.5, §1.8). `redirect` is the page to open after sign-in. */
export function LoginPage({ redirect }: { redirect?: string }) {
  const flow = useLoginFlow(redirect);
  const { suggestion, error, matches, selecting, chosen, linkSent, loading } = flow.state;
  // The same rule the server applies to check-email: one EmailSchema, trimmed and lower-cased.
  const form = useSchemaForm(CheckEmailRequestSchema, { defaultValues: { email: '' } });
  const email = form.watch('email');
  const localPart = email.trim().split('@')[0];
  const submitDisabled = loading || email.trim() === '' || (selecting && (matches.length === 0 || chosen === null));

  const submit = async ({ email: checked }: { email: string }) => {
    form.setValue('email', checked);
    await flow.submit(checked);
  };

  const startOver = () => {
    flow.reset();
    form.reset({ email: '' });
  };

  const acceptSuggestion = () => {
    const accepted = flow.acceptSuggestion();
    if (accepted) form.setValue('email', accepted, { shouldValidate: form.formState.isSubmitted });
  };

  return (
    <Container as="main" className="py-5" style={{ maxWidth: 640 }}>
      <Card className="shadow-sm">
        <Card.Body className="p-4 p-md-5">
          <h1 className="display-6 fw-bold text-center">Greenroom</h1>
          <p className="lead text-center mb-4">{subtitleFor(selecting, linkSent)}</p>
          <SignOutNotice />

          {linkSent ? (
            <LoginLinkSent email={flow.state.email} onUseDifferentEmail={startOver} />
          ) : (
            <SchemaForm form={form} onSubmit={submit} idPrefix="login" aria-label="Sign in">
              <TextField
                name="email"
                label="Email address"
                labelClassName="fs-5"
                type="email"
                size="lg"
                autoComplete="email"
                inputMode="email"
                list="common-email-providers"
                disabled={loading || selecting}
                onChange={flow.edited}
                onBlur={() => flow.checkForTypo(form.getValues('email'))}
              />
              <datalist id="common-email-providers">
                {localPart !== '' && COMMON_EMAIL_DOMAINS.map((domain) => <option key={domain} value={`${localPart}@${domain}`} />)}
              </datalist>

              {suggestion && !selecting && (
                <Alert variant="info" className="fs-5">
                  Did you mean <strong>{suggestion}</strong>?{' '}
                  <Button variant="link" className="fs-5 p-0 align-baseline" onClick={acceptSuggestion}>
                    Use this instead
                  </Button>
                </Alert>
              )}

              {/* Read out through the page's live region (useLoginFlow announces it); Alert's default role="alert" would say it twice. */}
              {error && (
                <Alert variant="danger" className="fs-5" role={undefined} data-testid="login-error">
                  {error}
                </Alert>
              )}
              {error === NOT_A_MEMBER && <NotAMemberHelp />}
              {error === APPLICATION_WAITING_MESSAGE && <ApplicationWaitingHelp />}

              {selecting && <MemberChoice matches={matches} disabled={loading} onChoose={(choice) => void flow.chooseMember(choice)} />}

              <div className="d-grid gap-2">
                {selecting ? (
                  <Button size="lg" disabled={submitDisabled} onClick={() => void flow.continueWithChoice()}>
                    {submitLabel(loading, selecting)}
                  </Button>
                ) : (
                  <Button type="submit" size="lg" disabled={submitDisabled}>
                    {submitLabel(loading, selecting)}
                  </Button>
                )}
                {selecting && (
                  <Button variant="link" size="lg" onClick={startOver}>
                    Go back
                  </Button>
                )}
              </div>
            </SchemaForm>
          )}
        </Card.Body>
      </Card>
    </Container>
  );
}

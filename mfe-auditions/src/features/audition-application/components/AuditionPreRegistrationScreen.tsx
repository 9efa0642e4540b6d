import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError, useGoBack } from '@greenroom/sdk';
import { useAuditionMember } from '../api/current-member';
import { MY_APPLICATIONS_KEY, useMyApplications } from '../api/my-applications';
import { useOpenAuditions } from '../api/open-auditions';
import { findAudition } from '../audition-groups';
import { AuditionForm } from './AuditionForm';
import { AuditionSelection } from './AuditionSelection';
import { SubmittedView } from './SubmittedView';

const NOT_SIGNED_IN = 'You must be logged in to access this page.';

/** docs/spec-summary.md §2.8: a load failure that is about the sign-in (an ended session) also sends the member to /login. */
function isSignInFailure(error: Error): boolean {
  return (error instanceof ApiError && error.status === 401) || /authenticat|logged in/i.test(error.message);
}

/** docs/spec-summary.md §2.2.15: the audition id comes from the route parameter, else the auditionId query, else the bare search string. */
function useRequestedAuditionId(): string | null {
  const { auditionId } = useParams();
  const [searchParams] = useSearchParams();
  const { search } = useLocation();
  const bare = search.replace(/^\?/, '');
  return auditionId ?? searchParams.get('auditionId') ?? (bare && !bare.includes('=') ? decodeURIComponent(bare) : null);
}

export function AuditionPreRegistrationScreen() {
  const identity = useAuditionMember();
  const { member } = identity;
  const navigate = useNavigate();
  const goBack = useGoBack('/dashboard');
  const location = useLocation();
  const requested = useRequestedAuditionId();
  // The chosen audition lives in the address (/audition-application/<id>), so a member sent to sign in again
  // comes back to the form itself, not to the list.
  const chosenId = requested;
  const setChosenId = (id: string | null) => navigate(id === null ? '/audition-application' : `/audition-application/${encodeURIComponent(id)}`);
  const [submittedShow, setSubmittedShow] = useState<string | null>(null);
  const auditions = useOpenAuditions();
  const mine = useMyApplications();
  const queryClient = useQueryClient();

  const mustSignIn = !identity.signedIn || (identity.error !== null && isSignInFailure(identity.error));
  useEffect(() => {
    // The page to come back to after signing in again, as the shell's guard passes it (LoginRedirectState).
    if (mustSignIn) navigate('/login', { replace: true, state: { from: `${location.pathname}${location.search}` } });
  }, [mustSignIn, navigate, location.pathname, location.search]);

  useEffect(() => {
    if (auditions.isError) console.warn('Could not load the open auditions', auditions.error);
  }, [auditions.isError, auditions.error]);
  useEffect(() => {
    // Without the list of their own pre-registrations the member still gets every form, only not filled in.
    if (mine.isError) console.warn('Could not load your pre-registrations', mine.error);
  }, [mine.isError, mine.error]);

  let content;
  if (!identity.signedIn) {
    content = <Alert variant="warning">{NOT_SIGNED_IN}</Alert>;
  } else if (identity.error) {
    content = <Alert variant="danger">An error occurred while loading the application. Please try again later.</Alert>;
  } else if (!member || auditions.isPending || mine.isPending) {
    content = <p className="fs-5">Loading audition data...</p>;
  } else if (submittedShow) {
    content = (
      <SubmittedView
        showName={submittedShow}
        onReturn={() => {
          setSubmittedShow(null);
          setChosenId(null);
          void auditions.refetch();
        }}
      />
    );
  } else {
    // A failed list fetch is only logged: the list is empty and the screen says there are no open auditions.
    const groups = auditions.data ?? [];
    const myApplications = mine.data ?? new Map();
    const audition = chosenId ? findAudition(groups, chosenId) : undefined;
    if (!chosenId) {
      // The spec's Go Back leads to /auditions, a page its route table never defines: it goes back where the member
      // came from, and to the dashboard itself when the list was the first page of the tab.
      content = <AuditionSelection auditions={groups} mine={myApplications} onChoose={setChosenId} onBack={goBack} />;
    } else if (!audition) {
      // A calendar that did not answer is named as the reason, not taken for a show without auditions.
      const reason = auditions.isError ? auditions.error.message : `No auditions found for category: ${chosenId.replace(/^group-/, '')}`;
      content = (
        <Alert variant="danger">
          <p>Unable to load the application form. Please try again later.</p>
          <p>Could not load audition data: {reason}</p>
          <Button onClick={() => setChosenId(null)}>Return to Auditions</Button>
        </Alert>
      );
    } else {
      content = (
        <AuditionForm
          key={audition.id}
          audition={audition}
          member={member}
          saved={myApplications.get(audition.Category)}
          onSubmitted={(show) => {
            setSubmittedShow(show);
            void queryClient.invalidateQueries({ queryKey: MY_APPLICATIONS_KEY });
          }}
        />
      );
    }
  }

  return (
    <section data-testid="screen-audition-application">
      <h1>Audition Pre-Registration</h1>
      {content}
    </section>
  );
}

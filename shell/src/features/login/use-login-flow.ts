import { APPLICATION_WAITING_MESSAGE, type LoginMatch } from '@greenroom/contracts';
import { ApiError, useAnnounce } from '@greenroom/sdk';
import { useReducer, useRef } from 'react';
import { checkEmail } from './api/check-email';
import { requestLink } from './api/request-link';
import { suggestEmail } from './email-suggestion';
import { rememberLoginEmail } from './remembered-email';

export interface LoginState {
  /** The address being signed in, as the server will see it (trimmed, lower-cased by the contract's EmailSchema). */
  email: string;
  suggestion: string | null;
  error: string | null;
  matches: LoginMatch[];
  selecting: boolean;
  /** The choice of the name picked in the selection state; 'Continue' requests its link again (e.g. after a failure). */
  chosen: string | null;
  linkSent: boolean;
  loading: boolean;
}

type LoginAction =
  | { type: 'edited' }
  | { type: 'suggested'; suggestion: string | null }
  | { type: 'suggestion-accepted' }
  | { type: 'started'; email: string }
  | { type: 'failed'; error: string }
  | { type: 'several-found'; matches: LoginMatch[] }
  | { type: 'member-chosen'; choice: string }
  | { type: 'choice-refused'; error: string }
  | { type: 'link-sent' }
  | { type: 'reset' };

const INITIAL: LoginState = {
  email: '',
  suggestion: null,
  error: null,
  matches: [],
  selecting: false,
  chosen: null,
  linkSent: false,
  loading: false,
};

function reduce(state: LoginState, action: LoginAction): LoginState {
  switch (action.type) {
    case 'edited':
      return state.error === null ? state : { ...state, error: null };
    case 'suggested':
      return { ...state, suggestion: action.suggestion };
    case 'suggestion-accepted':
      return { ...state, suggestion: null, error: null };
    case 'started':
      return { ...state, email: action.email, loading: true, error: null };
    case 'failed':
      return { ...state, loading: false, linkSent: false, error: action.error };
    case 'several-found':
      return { ...state, loading: false, selecting: true, matches: action.matches };
    case 'member-chosen':
      return { ...state, loading: true, error: null, chosen: action.choice };
    case 'choice-refused':
      // The server no longer knows the choice (expired or used): back to the e-mail step, address kept.
      return { ...state, loading: false, selecting: false, matches: [], chosen: null, error: action.error };
    case 'link-sent':
      return { ...state, loading: false, linkSent: true };
    case 'reset':
      return INITIAL;
  }
}

export const NOT_A_MEMBER = 'This email is not associated with any active member account.';
const REQUEST_FAILED = 'Request failed. Please try again.';

/** docs/spec-summary.md §1.8: the server's message, else 'Request failed…'; anything else gets the step's own fallback. */
function failureMessage(error: unknown, unexpected: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? REQUEST_FAILED;
  return unexpected;
}

/**
 * The login screen's states (docs/spec-summary.md §1.4): initial, name selection, link sent. The address itself lives in the
 * page's form, which checks its shape with the contract's schema before `submit` runs.
 */
export function useLoginFlow(redirect: string | undefined) {
  const [state, dispatch] = useReducer(reduce, INITIAL);
  const announce = useAnnounce();
  // A reset while a call is in flight must not let that call's answer reopen the old state.
  const attempt = useRef(0);

  function fail(action: Extract<LoginAction, { type: 'failed' | 'choice-refused' }>): void {
    dispatch(action);
    announce(action.error, 'assertive');
  }

  async function sendLink(email: string, choice: string, current: number): Promise<void> {
    await requestLink({ email, choice, ...(redirect ? { redirect } : {}) });
    rememberLoginEmail(email);
    if (current === attempt.current) dispatch({ type: 'link-sent' });
  }

  /** `email` is the form's checked and normalized address. */
  async function submit(email: string): Promise<void> {
    const current = ++attempt.current;
    dispatch({ type: 'started', email });
    try {
      const answer = await checkEmail({ email });
      if (current !== attempt.current) return;
      if (answer.applicationWaiting) {
        fail({ type: 'failed', error: APPLICATION_WAITING_MESSAGE });
      } else if (!answer.exists || answer.members.length === 0) {
        fail({ type: 'failed', error: NOT_A_MEMBER });
      } else if (answer.members.length === 1) {
        await sendLink(email, answer.members[0].choice, current);
      } else {
        dispatch({ type: 'several-found', matches: answer.members });
      }
    } catch (error) {
      if (current === attempt.current) fail({ type: 'failed', error: failureMessage(error, 'An unexpected error occurred. Please try again.') });
    }
  }

  /** `choice` is the server's handle for the picked name (member ids are never handed out). */
  async function chooseMember(choice: string): Promise<void> {
    const current = ++attempt.current;
    dispatch({ type: 'member-chosen', choice });
    try {
      await sendLink(state.email, choice, current);
    } catch (error) {
      if (current !== attempt.current) return;
      const message = failureMessage(error, 'An error occurred while processing your request. Please try again.');
      fail(error instanceof ApiError && error.status === 400 ? { type: 'choice-refused', error: message } : { type: 'failed', error: message });
    }
  }

  return {
    state,
    edited: () => dispatch({ type: 'edited' }),
    checkForTypo: (email: string) => dispatch({ type: 'suggested', suggestion: suggestEmail(email) }),
    /** Returns the suggested address for the form to take. */
    acceptSuggestion: (): string | null => {
      dispatch({ type: 'suggestion-accepted' });
      return state.suggestion;
    },
    submit,
    /** The selection state's 'Continue': the chosen name's link again, not another e-mail check. */
    continueWithChoice: async () => {
      if (state.chosen !== null) await chooseMember(state.chosen);
    },
    chooseMember,
    reset: () => {
      attempt.current++;
      dispatch({ type: 'reset' });
    },
  };
}

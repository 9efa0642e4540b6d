import type { LoginMatch } from '@greenroom/contracts';
import { ApiError } from '@greenroom/sdk';
import { useReducer, useRef } from 'react';
import { checkEmail } from './api/check-email';
import { requestLink } from './api/request-link';
import { isEmailShape, normalizeEmail } from './email-shape';
import { suggestEmail } from './email-suggestion';

export interface LoginState {
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
  | { type: 'email-changed'; email: string }
  | { type: 'suggested'; suggestion: string | null }
  | { type: 'suggestion-accepted' }
  | { type: 'started' }
  | { type: 'failed'; error: string }
  | { type: 'several-found'; matches: LoginMatch[] }
  | { type: 'member-chosen'; choice: string }
  | { type: 'choice-refused'; error: string }
  | { type: 'link-sent' }
  | { type: 'reset' };

const INITIAL: LoginState = { email: '', suggestion: null, error: null, matches: [], selecting: false, chosen: null, linkSent: false, loading: false };

function reduce(state: LoginState, action: LoginAction): LoginState {
  switch (action.type) {
    case 'email-changed':
      return { ...state, email: action.email, error: null };
    case 'suggested':
      return { ...state, suggestion: action.suggestion };
    case 'suggestion-accepted':
      return state.suggestion ? { ...state, email: state.suggestion, suggestion: null, error: null } : state;
    case 'started':
      return { ...state, loading: true, error: null };
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

const NOT_A_MEMBER = 'This email is not associated with any active member account.';
const REQUEST_FAILED = 'Request failed. Please try again.';

/** Spec 01 §8: the server's message, else 'Request failed…'; anything else gets the step's own fallback. */
function failureMessage(error: unknown, unexpected: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? REQUEST_FAILED;
  return unexpected;
}

/** The login screen's states (spec 01 §4): initial, name selection, link sent. */
export function useLoginFlow(redirect: string | undefined) {
  const [state, dispatch] = useReducer(reduce, INITIAL);
  // A reset while a call is in flight must not let that call's answer reopen the old state.
  const attempt = useRef(0);

  async function sendLink(email: string, choice: string, current: number): Promise<void> {
    await requestLink({ email, choice, ...(redirect ? { redirect } : {}) });
    if (current === attempt.current) dispatch({ type: 'link-sent' });
  }

  async function submit(): Promise<void> {
    // In the name-selection state the submit button ('Continue') asks for the chosen name's link.
    if (state.selecting) {
      if (state.chosen !== null) await chooseMember(state.chosen);
      return;
    }
    const email = normalizeEmail(state.email);
    if (!isEmailShape(email)) {
      dispatch({ type: 'failed', error: 'Please enter a valid email address' });
      return;
    }
    const current = ++attempt.current;
    dispatch({ type: 'email-changed', email });
    dispatch({ type: 'started' });
    try {
      const answer = await checkEmail({ email });
      if (current !== attempt.current) return;
      if (!answer.exists || answer.members.length === 0) {
        dispatch({ type: 'failed', error: NOT_A_MEMBER });
      } else if (answer.members.length === 1) {
        await sendLink(email, answer.members[0].choice, current);
      } else {
        dispatch({ type: 'several-found', matches: answer.members });
      }
    } catch (error) {
      if (current === attempt.current) dispatch({ type: 'failed', error: failureMessage(error, 'An unexpected error occurred. Please try again.') });
    }
  }

  /** `choice` is the server's handle for the picked name (member ids are never handed out). */
  async function chooseMember(choice: string): Promise<void> {
    const current = ++attempt.current;
    dispatch({ type: 'member-chosen', choice });
    try {
      await sendLink(normalizeEmail(state.email), choice, current);
    } catch (error) {
      if (current !== attempt.current) return;
      const message = failureMessage(error, 'An error occurred while processing your request. Please try again.');
      dispatch(error instanceof ApiError && error.status === 400 ? { type: 'choice-refused', error: message } : { type: 'failed', error: message });
    }
  }

  return {
    state,
    changeEmail: (email: string) => dispatch({ type: 'email-changed', email }),
    checkForTypo: () => dispatch({ type: 'suggested', suggestion: suggestEmail(state.email) }),
    acceptSuggestion: () => dispatch({ type: 'suggestion-accepted' }),
    submit,
    chooseMember,
    reset: () => {
      attempt.current++;
      dispatch({ type: 'reset' });
    },
  };
}

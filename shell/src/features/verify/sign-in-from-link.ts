import type { VerifyTokenResponse } from '@greenroom/contracts';
import { signIn } from '@greenroom/sdk';
import { isSignInLink } from '../../public/public-pages';
import { verifyTokenOnce } from './api/verify-token';
import { hasEarlyVerification } from './early-verification';
import { safeRedirect } from './safe-redirect';

/** Signs the member in with a verified link's answer; answers where the link leads on to. */
export function signInWith(answer: VerifyTokenResponse, redirect: string | null): string {
  signIn(answer.member, answer.token);
  return safeRedirect(redirect);
}

/** How long the portal waits for a verification already on its way before it draws "Verifying…" instead. */
const EARLY_ANSWER_WAIT_MS = 1000;

/**
 * A sign-in link whose verification the start script sent (early-verification.ts): once its answer is in, the member
 * is signed in and the address moved on before the portal's first render, so the first screen is the dashboard (no
 * "Verifying…" screen in between) and the remotes' registry is read once, already as this member. A refused link,
 * or an answer slower than a second, is left to the verify page, which reads the same answer (verifyTokenOnce).
 */
export async function completeSignInFromLink(location: Location = window.location): Promise<void> {
  const params = new URLSearchParams(location.search);
  const token = params.get('token');
  if (!isSignInLink(location.pathname, location.search) || token === null || !hasEarlyVerification(token)) return;
  const answer = verifyTokenOnce(token);
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), EARLY_ANSWER_WAIT_MS));
  const settled = await Promise.race([answer.catch(() => null), timeout]);
  if (settled === null) return;
  window.history.replaceState(null, '', signInWith(settled, params.get('redirect')));
}

import type { VerifyTokenResponse } from '@greenroom/contracts';
import { signIn } from '@greenroom/sdk';
import { signInLinkToken } from '../../public/public-pages';
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
  const token = signInLinkToken(location.pathname, location.search);
  if (token === null || !hasEarlyVerification(token)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), EARLY_ANSWER_WAIT_MS)));
  const settled = await Promise.race([verifyTokenOnce(token).catch(() => null), timeout]);
  clearTimeout(timer);
  if (settled === null) return;
  window.history.replaceState(null, '', signInWith(settled, new URLSearchParams(location.search).get('redirect')));
}

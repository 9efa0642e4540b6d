import type { verifyTokenRoute } from '@greenroom/contracts';

/**
 * verifyTokenRoute's path, the call that spends a sign-in link. Written out, but typed by the route, so the type checker
 * holds it to the route: importing the route object itself would bring its answer's zod schema into the start script
 * (24 KB gzip instead of 3 KB). Its answer is read with the route in verify-token.ts.
 */
export const VERIFY_TOKEN_PATH: (typeof verifyTokenRoute)['path'] = '/api/auth/verify-token';

interface EarlyVerification {
  token: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    /** Handed from the start script to the portal, which are separate builds sharing only the window. */
    __greenroomEarlyVerification?: EarlyVerification;
  }
}

/**
 * Sends a sign-in link's verification from the start script, while the portal's code is still on its way: the answer
 * is then there when the portal asks (a round trip off the way to the dashboard, 150 ms and more on a slow line).
 */
export function sendEarlyVerification(token: string): void {
  const response = fetch(VERIFY_TOKEN_PATH, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  // The portal reads the failure; until then it is not an unhandled rejection.
  response.catch(() => undefined);
  window.__greenroomEarlyVerification = { token, response };
}

/** Whether the start script sent this link's verification (and nobody has read its answer yet). */
export function hasEarlyVerification(token: string): boolean {
  return window.__greenroomEarlyVerification?.token === token;
}

/** The verification sent early for this token, once: a second caller sends its own (and the link is spent). */
export function takeEarlyVerification(token: string): Promise<Response> | undefined {
  const early = window.__greenroomEarlyVerification;
  if (early?.token !== token) return undefined;
  delete window.__greenroomEarlyVerification;
  return early.response;
}

import { safeRedirect } from '../features/verify/safe-redirect';
import { isSignInLink } from '../public/public-pages';

/** The page a load of the portal ends on: the page itself, or for a sign-in link the page it goes on to once verified. */
export function landingPage({ pathname, search }: { pathname: string; search: string }): string {
  if (isSignInLink(pathname, search)) return safeRedirect(new URLSearchParams(search).get('redirect'));
  return pathname.replace(/\/+$/, '') || '/';
}

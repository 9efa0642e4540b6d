/**
 * The pages open to everyone: shell screens drawn by the public bundle (see rspack.config.js), for a signed-in
 * member too. /join is among them so a first visit to the application form never loads the federated portal.
 */
export const PUBLIC_PAGES: readonly string[] = ['/login', '/verify-login', '/join'];

function normalized(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PAGES.includes(normalized(pathname));
}

/** The application form: the one public page whose screen is in a chunk of its own (public-join-screen.ts). */
export function isJoinPage(pathname: string): boolean {
  return normalized(pathname) === '/join';
}

/**
 * A sign-in link from an e-mail: /verify-login with its token. Nearly every such link goes on to the dashboard,
 * so the portal verifies it itself: the public bundle would be a second React fetched only to show "Verifying..."
 * before a full page load of the portal.
 */
export function isSignInLink(pathname: string, search: string): boolean {
  return signInLinkToken(pathname, search) !== null;
}

/** The token of a sign-in link (see isSignInLink); null on any other page. */
export function signInLinkToken(pathname: string, search: string): string | null {
  return normalized(pathname) === '/verify-login' ? new URLSearchParams(search).get('token') : null;
}

/**
 * Which bundle draws a page: the public one for the public pages (but a sign-in link), and for every page a
 * signed-out visitor opens (the guard sends them to /login, or it is not a page at all). start.ts and PublicApp
 * both decide with this, so a page handed from one bundle to the other cannot be handed back.
 */
export function drawnByPublicBundle(pathname: string, search: string, signedIn: boolean): boolean {
  if (isSignInLink(pathname, search)) return false;
  return isPublicPage(pathname) || !signedIn;
}

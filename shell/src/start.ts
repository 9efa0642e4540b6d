// The page's only script: a sign-in page (and any page a signed-out visitor opens) gets the small public bundle,
// every other page the federated portal.
import { askOpenTabForSession, SESSION_KEYS } from '@greenroom/sdk';
import { sendEarlyVerification } from './features/verify/early-verification';
import { drawnByPublicBundle, isJoinPage, isPublicPage, signInLinkToken } from './public/public-pages';

/** File lists the build writes into index.html (rspack.config.js): the portal's entry, and what its start fetches. */
function filesNamed(list: 'entry' | 'startup'): string[] {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="greenroom-portal-${list}"]`);
  return (meta?.content ?? '').split(' ').filter((file) => file !== '');
}

function loadPortal(): void {
  for (const file of filesNamed('entry')) {
    const script = document.createElement('script');
    script.src = file;
    // Inserted scripts run as they arrive unless told otherwise; the entry's files must run in order.
    script.async = false;
    document.head.append(script);
  }
  // Fetched now, beside the entry, rather than once the entry has run and asks for them: a round trip sooner.
  for (const file of filesNamed('startup')) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = file.endsWith('.css') ? 'style' : 'script';
    link.href = file;
    document.head.append(link);
  }
}

// The same test as the session store's: a member e-mail in this tab's session.
const hasSession = () => (sessionStorage.getItem(SESSION_KEYS.email) ?? '') !== '';

async function start(): Promise<void> {
  const { pathname, search } = window.location;
  // A portal page opened in a new tab: a tab already signed in hands over its session (never the sign-in pages,
  // where someone means to sign in).
  const signedIn = hasSession() || (!isPublicPage(pathname) && (await askOpenTabForSession()));
  if (!drawnByPublicBundle(pathname, search, signedIn)) {
    const token = signInLinkToken(pathname, search);
    if (token !== null) sendEarlyVerification(token);
    loadPortal();
    return;
  }
  void import('./public/bootstrap');
  // The form's chunk fetched beside the bundle, not after it has run: one round trip less before /join is drawn.
  if (isJoinPage(pathname)) void import(/* webpackChunkName: "join" */ './public/public-join-screen');
}

void start();

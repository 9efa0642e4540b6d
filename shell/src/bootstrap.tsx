import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The one place Bootstrap's CSS is loaded for the whole portal, built down to the components it draws: remotes must
// not bring their own copy.
import './styles/portal.scss';
import './styles/theme.css';
import './styles/global.css';
import { App } from './app/App';
import { getSession, loadMenu, loadTheaterClock } from '@greenroom/sdk';
import { landingPage } from './app/landing-page';
import { DASHBOARD_WIDGETS } from './features/dashboard/dashboard-widgets';
import { completeSignInFromLink } from './features/verify/sign-in-from-link';
import { initRemotes, preloadRemoteModules, sendRemoteReportsWhenHidden } from './remotes';
import { loadScreenStyles } from './styles/load-screen-styles';

/** Everything the portal starts with, once the session is what it will be for the first screen. */
function startPortal(): void {
  // A signed-in page shows a spinner until its menu is in (PortalLayout): ask for it now, not after the first render.
  if (getSession().token !== null) void loadMenu();
  // Not awaited: sign-in screens need no remote, and each remote slot waits for the registry itself.
  void initRemotes();
  // On the way to the dashboard (an e-mail link mostly lands there), its widgets load while the page starts; any other
  // page is a screen, whose form and table styles load while the page starts.
  if (landingPage(window.location) === '/dashboard') void preloadRemoteModules(DASHBOARD_WIDGETS);
  else void loadScreenStyles();
  // Remotes draw dates only once the theater's zone is known (load-remote-component.ts waits for it).
  void loadTheaterClock();
  // What the remote slots saw goes to the Releases screen; a page being left sends what is waiting.
  sendRemoteReportsWhenHidden();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// An e-mail link already verified by the start script signs the member in before anything reads the session (not a
// top-level await: that would bring the bundler's async-module runtime into every page).
// Whatever happens there, the portal starts: the verify page then deals with the link.
void completeSignInFromLink()
  .catch((error: unknown) => console.warn('Could not finish signing in from the link before the first screen.', error))
  .then(startPortal);

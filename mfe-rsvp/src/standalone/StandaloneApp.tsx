import { StandaloneHarness } from '@greenroom/sdk';
import RsvpRoutes from '../routes';

// Develop this remote without the shell: `npm run dev -w mfe-rsvp` (the dev server proxies /api to the API).
const SCREEN_PATHS = ['/holiday-party', '/may-social', '/play-reading', '/rsvp-settings'];

export function StandaloneApp() {
  return <StandaloneHarness screenPaths={SCREEN_PATHS} routes={RsvpRoutes} />;
}

import { StandaloneHarness } from '@greenroom/sdk';
import EmailRoutes from '../routes';

// Develop this remote without the shell: `npm run dev -w mfe-email` (the dev server proxies /api to the API).
const SCREEN_PATHS = ['/mass-email', '/my-subs', '/email-management'];

export function StandaloneApp() {
  return <StandaloneHarness screenPaths={SCREEN_PATHS} routes={EmailRoutes} />;
}

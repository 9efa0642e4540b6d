import { StandaloneHarness } from '@greenroom/sdk';
import AuditionsRoutes from '../routes';

// Develop this remote without the shell: `npm run dev -w mfe-auditions` (the dev server proxies /api to the API).
const SCREEN_PATHS = ['/audition-application', '/audition-submissions'];

export function StandaloneApp() {
  return <StandaloneHarness screenPaths={SCREEN_PATHS} routes={AuditionsRoutes} />;
}

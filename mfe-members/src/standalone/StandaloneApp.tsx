import { StandaloneHarness } from '@greenroom/sdk';
import MembersRoutes from '../routes';

// Develop this remote without the shell: `npm run dev -w mfe-members` (the dev server proxies /api to the API).
const SCREEN_PATHS = ['/my-information', '/member-information', '/search-members', '/edit-member', '/member-log', '/my-teams', '/edit-teams', '/join'];

export function StandaloneApp() {
  return <StandaloneHarness screenPaths={SCREEN_PATHS} routes={MembersRoutes} />;
}

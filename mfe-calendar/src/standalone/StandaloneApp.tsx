import { StandaloneHarness } from '@greenroom/sdk';
import CalendarRoutes from '../routes';

// Develop this remote without the shell: `npm run dev -w mfe-calendar` (the dev server proxies /api to the API).
const SCREEN_PATHS = ['/event-calendar', '/new-event', '/edit-event'];

export function StandaloneApp() {
  return <StandaloneHarness screenPaths={SCREEN_PATHS} routes={CalendarRoutes} />;
}

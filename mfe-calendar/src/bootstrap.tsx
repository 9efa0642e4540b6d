import { startStandalone } from '@greenroom/sdk';
import CalendarRoutes from './routes';

// Develop this remote without the shell: `npm run dev -w mfe-calendar` (the dev server proxies /api to the API; a
// development build offers a demo sign-in, see docs/release-pipeline.md).
startStandalone(CalendarRoutes, ['/event-calendar', '/new-event', '/edit-event', '/calendar-categories'], {
  demoSignIn: process.env.NODE_ENV !== 'production',
});

import { startStandalone } from '@greenroom/sdk';
import RsvpRoutes from './routes';

// Develop this remote without the shell: `npm run dev -w mfe-rsvp` (the dev server proxies /api to the API; a
// development build offers a demo sign-in, see docs/release-pipeline.md).
startStandalone(RsvpRoutes, ['/holiday-party', '/may-social', '/play-reading', '/rsvp-settings'], {
  demoSignIn: process.env.NODE_ENV !== 'production',
});

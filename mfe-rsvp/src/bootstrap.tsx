import { startStandalone } from '@greenroom/sdk';
import RsvpRoutes from './routes';

// Develop this remote without the shell: `npm run dev -w mfe-rsvp` (the dev server proxies /api to the API).
startStandalone(RsvpRoutes, ['/holiday-party', '/may-social', '/play-reading', '/rsvp-settings']);

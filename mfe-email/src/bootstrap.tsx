import { startStandalone } from '@greenroom/sdk';
import EmailRoutes from './routes';

// Develop this remote without the shell: `npm run dev -w mfe-email` (the dev server proxies /api to the API).
startStandalone(EmailRoutes, ['/mass-email', '/my-subs', '/email-management']);

import { startStandalone } from '@greenroom/sdk';
import EmailRoutes from './routes';

// Develop this remote without the shell: `npm run dev -w mfe-email` (the dev server proxies /api to the API; a
// development build offers a demo sign-in, see docs/release-pipeline.md).
startStandalone(EmailRoutes, ['/mass-email', '/my-subs', '/email-management'], { demoSignIn: process.env.NODE_ENV !== 'production' });

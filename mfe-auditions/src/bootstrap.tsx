import { startStandalone } from '@greenroom/sdk';
import AuditionsRoutes from './routes';

// Develop this remote without the shell: `npm run dev -w mfe-auditions` (the dev server proxies /api to the API; a
// development build offers a demo sign-in, see docs/release-pipeline.md).
startStandalone(AuditionsRoutes, ['/audition-application', '/audition-submissions', '/manage-shows'], {
  demoSignIn: process.env.NODE_ENV !== 'production',
});

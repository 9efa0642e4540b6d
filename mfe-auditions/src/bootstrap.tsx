import { startStandalone } from '@greenroom/sdk';
import AuditionsRoutes from './routes';

// Develop this remote without the shell: `npm run dev -w mfe-auditions` (the dev server proxies /api to the API).
startStandalone(AuditionsRoutes, ['/audition-application', '/audition-submissions', '/manage-shows']);

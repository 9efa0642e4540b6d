import { startStandalone } from '@greenroom/sdk';
import MembersRoutes from './routes';

// Develop this remote without the shell: `npm run dev -w mfe-members` (the dev server proxies /api to the API; a
// development build offers a demo sign-in, see docs/release-pipeline.md).
startStandalone(
  MembersRoutes,
  ['/my-information', '/member-information', '/search-members', '/edit-member', '/member-log', '/dues-list', '/my-teams', '/edit-teams'],
  { demoSignIn: process.env.NODE_ENV !== 'production' },
);

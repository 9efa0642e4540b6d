import { startStandalone } from '@greenroom/sdk';
import MembersRoutes from './routes';

// Develop this remote without the shell: `npm run dev -w mfe-members` (the dev server proxies /api to the API).
startStandalone(MembersRoutes, [
  '/my-information',
  '/member-information',
  '/search-members',
  '/edit-member',
  '/member-log',
  '/dues-list',
  '/my-teams',
  '/edit-teams',
  '/join',
]);

import { itRoutesTheScreens } from '@greenroom/testing';
import EmailRoutes from './routes';

describe('EmailRoutes', () => {
  itRoutesTheScreens(EmailRoutes, [
    ['/mass-email', 'Mass Email', 'screen-mass-email'],
    ['/my-subs', 'My Email Subscriptions', 'screen-my-subs'],
    ['/email-management', 'Email Notification Management', 'screen-email-management'],
  ]);
});

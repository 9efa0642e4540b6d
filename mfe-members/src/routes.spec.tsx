import { signIn } from '@greenroom/sdk';
import MembersRoutes from './routes';
import { itRoutesTheScreens, memberFixture, stubApi } from '@greenroom/testing';

describe('MembersRoutes', () => {
  beforeEach(() => {
    signIn(memberFixture({ Portal_Permission: 'Admin', isAdmin: true }), 'tok');
    stubApi({});
  });

  itRoutesTheScreens(MembersRoutes, [
    ['/my-information', 'My Information', 'screen-my-information'],
    ['/member-information', 'My Information', 'screen-my-information'],
    ['/search-members', 'Search Members', 'screen-search-members'],
    ['/edit-member', 'Edit Member', 'screen-edit-member'],
    ['/member-log', 'Member Log Report', 'screen-member-log'],
    ['/dues-list', 'Dues', 'screen-dues-list'],
    ['/contact-problems', 'Phones and ZIP Codes to Correct', 'screen-contact-problems'],
    ['/my-teams', 'My Teams', 'screen-my-teams'],
    ['/edit-teams', 'Edit Teams', 'screen-edit-teams'],
  ]);
});

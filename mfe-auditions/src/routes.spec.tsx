import { routeKey, auditionApplicationsRoute, calendarDataRoute, showsRoute } from '@greenroom/contracts';
import { signIn } from '@greenroom/sdk';
import { itRoutesTheScreens, memberFixture, stubApi } from '@greenroom/testing';
import AuditionsRoutes from './routes';

describe('AuditionsRoutes', () => {
  beforeEach(() => {
    signIn(memberFixture(), 'token');
    stubApi({
      [routeKey(calendarDataRoute)]: () => Response.json({ records: [] }),
      [routeKey(auditionApplicationsRoute)]: () => Response.json({ shows: [] }),
      [routeKey(showsRoute)]: () => Response.json({ shows: [] }),
    });
  });

  itRoutesTheScreens(AuditionsRoutes, [
    ['/audition-application', 'Audition Pre-Registration', 'screen-audition-application'],
    ['/audition-application/group-Harvey', 'Audition Pre-Registration', 'screen-audition-application'],
    ['/audition-submissions', 'Audition Submissions', 'screen-audition-submissions'],
    ['/manage-shows', 'Shows and Characters', 'screen-manage-shows'],
  ]);
});

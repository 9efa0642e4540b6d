import '../../../test-support/session-without-member';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routeKey, routeUrl, calendarDataRoute, currentMemberRoute, memberHeadshotInfoRoute, showInformationRoute } from '@greenroom/contracts';
import { getSession } from '@greenroom/sdk';
import { memberFixture, renderScreen, stubApi } from '@greenroom/testing';
import AuditionsRoutes from '../../../routes';

const SHOW = 'Arsenic and Old Lace';
const SATURDAY = Date.UTC(2030, 0, 5, 18) / 1000;
const member = memberFixture({ id: 'm-7', First_Name: 'Edna', Last_Name: 'Pruitt', Email: 'edna@example.test', Gender: 'F' });

const openAudition = () =>
  Response.json({
    records: [
      {
        id: 'd1',
        fields: {
          Title: 'Audition',
          Category: SHOW,
          Details: 'Readings',
          Location: 'Hall',
          StartDateTime: SATURDAY,
          EndDateTime: SATURDAY + 3600,
          IsAllDay: false,
          SeriesId: null,
          version: 1,
        },
      },
    ],
  });

/** docs/spec-summary.md §2.6, §2.7: session storage lacks the member, so the screen asks GET /api/members/current. */
describe('AuditionPreRegistrationScreen without the member in session storage', () => {
  it('takes the member from GET /api/members/current', async () => {
    expect(getSession()).toMatchObject({ member: null, token: 'token-of-a-session-without-memberData' });
    const { calls } = stubApi({
      [routeKey(currentMemberRoute)]: () => Response.json({ member }),
      [routeKey(calendarDataRoute)]: openAudition,
      [routeKey(showInformationRoute)]: () => Response.json({ records: [] }),
      [`GET ${routeUrl(memberHeadshotInfoRoute, { memberId: 'm-7' })}`]: () => Response.json({ headshot: null }),
    });
    renderScreen(<AuditionsRoutes />, '/audition-application');
    await userEvent.click(await screen.findByRole('button', { name: 'Pre-Register for this Audition' }));
    expect(await screen.findByDisplayValue('Edna')).toBeInTheDocument();
    expect(screen.getByTestId('audition-email')).toHaveTextContent('edna@example.test');
    expect(calls.some((call) => call.method === 'GET' && call.url === routeUrl(currentMemberRoute))).toBe(true);
  });

  it("says 'An error occurred while loading the application. Please try again later.' when that call fails", async () => {
    stubApi({
      [routeKey(currentMemberRoute)]: () =>
        Response.json({ statusCode: 500, message: 'An unexpected error occurred. Please try again.' }, { status: 500 }),
      [routeKey(calendarDataRoute)]: openAudition,
    });
    renderScreen(<AuditionsRoutes />, '/audition-application');
    expect(await screen.findByText('An error occurred while loading the application. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('login screen')).not.toBeInTheDocument();
  });

  it('goes to the login screen when the session has ended', async () => {
    stubApi({
      [routeKey(currentMemberRoute)]: () =>
        Response.json({ statusCode: 401, message: 'Your session has ended. Please sign in again.' }, { status: 401 }),
      [routeKey(calendarDataRoute)]: openAudition,
    });
    renderScreen(<AuditionsRoutes />, '/audition-application');
    await waitFor(() => expect(screen.getByText('login screen')).toBeInTheDocument());
    expect(getSession().token).toBeNull();
  });
});

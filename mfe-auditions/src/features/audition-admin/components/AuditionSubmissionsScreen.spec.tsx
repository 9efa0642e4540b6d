import { screen, within } from '@testing-library/react';
import { routeKey, auditionApplicationsRoute } from '@greenroom/contracts';
import { signIn } from '@greenroom/sdk';
import { memberFixture, renderScreen, stubApi } from '@greenroom/testing';
import AuditionsRoutes from '../../../routes';

const application = {
  id: 'a-1',
  memberId: 'm-1',
  firstName: 'Walter',
  lastName: 'Brooks',
  email: 'walter@example.test',
  mobile: '352-555-0142',
  landline: '',
  showBio: 'Mortimer, 2019',
  selectedDates: [{ id: 'd1', date: 'Saturday, January 5, 2030', startTime: '1:00 PM', endTime: '4:00 PM', unixStart: 0, unixEnd: 0 }],
  selectedCharacters: ['John Worthing'],
  acceptOtherRole: 'Yes',
  conflicts: 'Away Feb 2',
  submittedAt: '2029-12-01T15:00:00.000Z',
  headshot: null,
};

describe('AuditionSubmissionsScreen', () => {
  beforeEach(() => signIn(memberFixture({ Portal_Permission: 'Leader' }), 'token'));

  it('lists each show with its pre-registrations: contact, dates, roles, answer and conflicts', async () => {
    stubApi({ [routeKey(auditionApplicationsRoute)]: () => Response.json({ shows: [{ showName: 'Harvey', applications: [application] }] }) });
    renderScreen(<AuditionsRoutes />, '/audition-submissions');
    const show = await screen.findByTestId('submissions-Harvey');
    expect(within(show).getByRole('heading', { name: 'Harvey (1 submission)' })).toBeInTheDocument();
    const row = within(show).getByRole('row', { name: /Walter Brooks/ });
    for (const text of [
      'walter@example.test',
      '352-555-0142',
      'Saturday, January 5, 2030, 1:00 PM - 4:00 PM',
      'John Worthing',
      'Away Feb 2',
      'No photo',
    ]) {
      expect(row).toHaveTextContent(text);
    }
    expect(within(show).getByRole('button', { name: 'Download All Audition Sheets (PDF)' })).toBeEnabled();
  });

  it('says when nobody has pre-registered yet', async () => {
    stubApi({ [routeKey(auditionApplicationsRoute)]: () => Response.json({ shows: [] }) });
    renderScreen(<AuditionsRoutes />, '/audition-submissions');
    expect(await screen.findByText('No one has pre-registered for an audition yet.')).toBeInTheDocument();
  });
});

import type { AdminMember, DuesListResponse } from '@greenroom/contracts';
import { clearSession, signIn } from '@greenroom/sdk';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberFixture, renderRoutes, stubApi } from '@greenroom/testing';
import { EditMemberDetailsScreen } from '../../edit-member/components/EditMemberDetailsScreen';
import { DuesListScreen } from './DuesListScreen';

const DUES: DuesListResponse = {
  today: '2026-11-25',
  members: [
    {
      id: '1',
      First_Name: 'Olive',
      Last_Name: 'Overdue',
      Email: 'olive@example.com',
      Membership_Status: 'Expired',
      Dues_Expire: '2026-11-20',
      Last_Paid_Date: null,
      daysLeft: -5,
    },
    {
      id: '2',
      First_Name: 'Sunny',
      Last_Name: 'Soon',
      Email: 'sunny@example.com',
      Membership_Status: 'Active',
      Dues_Expire: '2026-12-05',
      Last_Paid_Date: '2025-12-05',
      daysLeft: 10,
    },
  ],
};

const EDNA: AdminMember = {
  ...memberFixture({
    id: '11111111-1111-4111-8111-111111111111',
    First_Name: 'Edna',
    Last_Name: 'Early',
    Email: 'edna@example.com',
    Membership_Status: 'Active',
    Dues_Expire: Date.UTC(2026, 11, 5, 12) / 1000,
    Last_Paid_Date: Date.UTC(2025, 11, 5, 12) / 1000,
  }),
  Director_Notes: null,
  version: 1,
};

const renderAt = (path: string) =>
  renderRoutes({ '/dues-list': <DuesListScreen />, '/edit-member-details/:email': <EditMemberDetailsScreen /> }, path);

describe('Dues', () => {
  beforeEach(() => {
    sessionStorage.clear();
    clearSession();
    signIn(memberFixture({ Portal_Permission: 'Admin', isAdmin: true }), 'tok');
  });

  it('is restricted to Admins', () => {
    clearSession();
    signIn(memberFixture({ Portal_Permission: 'Board' }), 'tok');
    stubApi({});
    renderAt('/dues-list');
    expect(screen.getByText('Access Restricted')).toBeInTheDocument();
  });

  it('lists who is overdue and who is due soon, each linked to their record, and downloads the list', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/members/dues': () => Response.json(DUES),
      'GET /api/members/dues.csv': () => new Response('Last Name\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    URL.createObjectURL = jest.fn(() => 'blob:dues');
    URL.revokeObjectURL = jest.fn();
    renderAt('/dues-list');
    expect(await screen.findByTestId('dues-summary')).toHaveTextContent('1 overdue, 1 due within 30 days (as of November 25, 2026).');
    expect(screen.getByText('Overdue by 5 days')).toBeInTheDocument();
    expect(screen.getByText('Due in 10 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Olive Overdue' })).toHaveAttribute('href', '/edit-member-details/olive%40example.com');
    await user.click(screen.getByRole('button', { name: 'Download the dues list (CSV)' }));
    expect(api.calls.some((call) => call.key === 'GET /api/members/dues.csv')).toBe(true);
  });

  it('records a payment from Edit Member Details and shows the new dates in the form', async () => {
    const user = userEvent.setup();
    const paid: AdminMember = { ...EDNA, Last_Paid_Date: Date.UTC(2026, 10, 25, 12) / 1000, Dues_Expire: Date.UTC(2027, 11, 5, 12) / 1000 };
    const api = stubApi({
      'GET /api/members/detail': () => Response.json({ member: EDNA }),
      'GET /api/teams/choices': () => Response.json({ choices: [] }),
      'POST /api/members/dues-payment': () => Response.json({ member: paid, message: 'Dues payment recorded.' }),
    });
    renderAt('/edit-member-details/edna%40example.com');
    expect(await screen.findByText('Dues expire on December 5, 2026. Last paid on December 5, 2025.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record dues payment made today' }));
    expect(await screen.findByText('Dues payment recorded. Dues now expire on December 5, 2027.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === 'POST /api/members/dues-payment')?.body).toEqual({ id: EDNA.id });
    expect(document.querySelector<HTMLInputElement>('#member-Dues_Expire')?.value).toBe('2027-12-05');
  });

  it('offers no payment for a lifetime member', async () => {
    stubApi({
      'GET /api/members/detail': () => Response.json({ member: { ...EDNA, Membership_Status: 'LTM' } }),
      'GET /api/teams/choices': () => Response.json({ choices: [] }),
    });
    renderAt('/edit-member-details/edna%40example.com');
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record dues payment made today' })).not.toBeInTheDocument();
  });
});

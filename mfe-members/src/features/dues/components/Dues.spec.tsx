import {
  type AdminMember,
  DUES_MESSAGES,
  type DuesListResponse,
  type DuesPaymentRequest,
  duesCsvRoute,
  duesListRoute,
  memberDetailRoute,
  recordDuesPaymentRoute,
  routeKey,
  teamChoicesRoute,
} from '@greenroom/contracts';
import { clearSession, signIn } from '@greenroom/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberFixture, renderRoutes, stubApi, type StubbedApi } from '@greenroom/testing';
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const payments = (api: StubbedApi) =>
  api.calls.filter((call) => call.key === routeKey(recordDuesPaymentRoute)).map((call) => call.body as Required<DuesPaymentRequest>);

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
      [routeKey(duesListRoute)]: () => Response.json(DUES),
      [routeKey(duesCsvRoute)]: () => new Response('Last Name\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    URL.createObjectURL = jest.fn(() => 'blob:dues');
    URL.revokeObjectURL = jest.fn();
    renderAt('/dues-list');
    expect(await screen.findByTestId('dues-summary')).toHaveTextContent('1 overdue, 1 due within 30 days (as of November 25, 2026).');
    expect(screen.getByText('Overdue by 5 days')).toBeInTheDocument();
    expect(screen.getByText('Due in 10 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Olive Overdue' })).toHaveAttribute('href', '/edit-member-details/olive%40example.com');
    await user.click(screen.getByRole('button', { name: 'Download the dues list (CSV)' }));
    expect(api.calls.some((call) => call.key === routeKey(duesCsvRoute))).toBe(true);
  });

  it('records a payment from Edit Member Details and shows the new dates in the form', async () => {
    const user = userEvent.setup();
    const paid: AdminMember = { ...EDNA, Last_Paid_Date: Date.UTC(2026, 10, 25, 12) / 1000, Dues_Expire: Date.UTC(2027, 11, 5, 12) / 1000 };
    const api = stubApi({
      [routeKey(memberDetailRoute)]: () => Response.json({ member: EDNA }),
      [routeKey(teamChoicesRoute)]: () => Response.json({ choices: [] }),
      [routeKey(recordDuesPaymentRoute)]: () => Response.json({ member: paid, message: 'Dues payment recorded.' }),
    });
    renderAt('/edit-member-details/edna%40example.com');
    expect(await screen.findByText('Dues expire on December 5, 2026. Last paid on December 5, 2025.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record dues payment made today' }));
    expect(await screen.findByText('Dues payment recorded. Dues now expire on December 5, 2027.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === routeKey(recordDuesPaymentRoute))?.body).toEqual({
      id: EDNA.id,
      idempotencyKey: expect.stringMatching(UUID),
      confirmSecondPayment: false,
    });
    expect(document.querySelector<HTMLInputElement>('#member-Dues_Expire')?.value).toBe('2027-12-05');
  });

  it('asks before a second payment the same day, and records it only when the Admin confirms', async () => {
    const user = userEvent.setup();
    const paid: AdminMember = { ...EDNA, Last_Paid_Date: Date.UTC(2026, 10, 25, 12) / 1000, Dues_Expire: Date.UTC(2028, 11, 5, 12) / 1000 };
    const api = stubApi({
      [routeKey(memberDetailRoute)]: () => Response.json({ member: EDNA }),
      [routeKey(teamChoicesRoute)]: () => Response.json({ choices: [] }),
      [routeKey(recordDuesPaymentRoute)]: (body) =>
        (body as DuesPaymentRequest).confirmSecondPayment
          ? Response.json({ member: paid, message: 'Dues payment recorded.' })
          : Response.json({ statusCode: 409, message: DUES_MESSAGES.alreadyRecordedToday }, { status: 409 }),
    });
    renderAt('/edit-member-details/edna%40example.com');
    await user.click(await screen.findByRole('button', { name: 'Record dues payment made today' }));
    const dialog = await screen.findByRole('dialog', { name: 'Already recorded today' });
    expect(dialog).toHaveTextContent(DUES_MESSAGES.alreadyRecordedToday);
    expect(dialog).toHaveTextContent('Record a second payment for Edna Early today?');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(payments(api)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Record dues payment made today' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Already recorded today' })).getByRole('button', { name: 'Record a second payment' }),
    );
    expect(await screen.findByText('Dues payment recorded. Dues now expire on December 5, 2028.')).toBeInTheDocument();
    const [first, second, confirmed] = payments(api);
    expect(confirmed).toEqual({ id: EDNA.id, idempotencyKey: expect.stringMatching(UUID), confirmSecondPayment: true });
    // Each payment the Admin meant has its own key; an answered request's key is not reused.
    expect(new Set([first.idempotencyKey, second.idempotencyKey, confirmed.idempotencyKey]).size).toBe(3);
  });

  it('retries a request that got no answer with the same key, so the server records it once', async () => {
    const user = userEvent.setup();
    let answered = false;
    const api = stubApi({
      [routeKey(memberDetailRoute)]: () => Response.json({ member: EDNA }),
      [routeKey(teamChoicesRoute)]: () => Response.json({ choices: [] }),
      [routeKey(recordDuesPaymentRoute)]: () => {
        if (!answered) {
          answered = true;
          throw new TypeError('Failed to fetch');
        }
        return Response.json({ member: EDNA, message: 'Dues payment recorded.' });
      },
    });
    renderAt('/edit-member-details/edna%40example.com');
    await user.click(await screen.findByRole('button', { name: 'Record dues payment made today' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to record the payment.');
    await user.click(screen.getByRole('button', { name: 'Record dues payment made today' }));
    expect(await screen.findByText(/^Dues payment recorded\./)).toBeInTheDocument();
    const [lost, retried] = payments(api);
    expect(retried.idempotencyKey).toBe(lost.idempotencyKey);
  });

  it('offers no payment for a lifetime member', async () => {
    stubApi({
      [routeKey(memberDetailRoute)]: () => Response.json({ member: { ...EDNA, Membership_Status: 'LTM' } }),
      [routeKey(teamChoicesRoute)]: () => Response.json({ choices: [] }),
    });
    renderAt('/edit-member-details/edna%40example.com');
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record dues payment made today' })).not.toBeInTheDocument();
  });
});

import { memberLogRoute, routeKey } from '@greenroom/contracts';
import { clearSession, signIn, theaterDay } from '@greenroom/sdk';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberFixture, renderScreen, stubApi } from '@greenroom/testing';
import { scopeText } from './log-range';
import { MemberLogScreen } from './MemberLogScreen';

const ENTRY = {
  id: 'e1',
  timestamp: '2026-03-01T14:00:00.000Z',
  action_type: 'Login',
  login_result: 'Success',
  email: 'a@example.com',
  ip_address: '203.0.113.1',
  changed_by: null,
  changes: [],
};

describe('MemberLogScreen', () => {
  beforeEach(() => {
    clearSession();
    signIn(memberFixture({ Portal_Permission: 'Admin', isAdmin: true }), 'tok');
  });

  it("loads today's logs on entry, then another day picked on the calendar, and back to today", async () => {
    // The theater's today and zone, whatever zone the test machine is in.
    const today = theaterDay(new Date());
    const tz = encodeURIComponent('America/New_York');
    const api = stubApi({
      [`${routeKey(memberLogRoute)}?startDate=${today}&endDate=${today}&tz=${tz}`]: () => Response.json([ENTRY]),
    });
    renderScreen(<MemberLogScreen />);
    expect(screen.getByText('Showing logs for today')).toBeInTheDocument();
    expect(await screen.findByText('Showing 1 result')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Action Type', 'Result', 'Email', 'Changes']);
    // The address is there for who needs it, folded under "Technical details" (issue 36: no bare identifiers).
    expect(within(table).getByText('Technical details')).toBeInTheDocument();
    expect(within(table).getByText('IP address 203.0.113.1')).not.toBeVisible();
    await userEvent.setup().click(within(table).getByText('Technical details'));
    expect(within(table).getByText('IP address 203.0.113.1')).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Search Another Date' }));
    expect(screen.getByLabelText('Choose a date or range:')).toHaveAttribute('placeholder', 'Select date range');
    const otherDay = today.endsWith('-01') ? 2 : 1;
    await user.click(screen.getAllByRole('button', { name: new RegExp(`\\b${otherDay}(st|nd)?\\b`) })[0]);
    expect(await screen.findByText('No logs found for the selected date range')).toBeInTheDocument();
    expect(api.calls.at(-1)?.key).toMatch(/member-log\?startDate=\d{4}-\d{2}-\d{2}&endDate=/);
    await user.click(screen.getByRole('button', { name: "Show Today's Logs" }));
    expect(await screen.findByText('Showing 1 result')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide Calendar' })).toBeInTheDocument();
  });

  it('shows one type of entry on demand, with who changed which fields', async () => {
    const today = theaterDay(new Date());
    const tz = encodeURIComponent('America/New_York');
    const base = `${routeKey(memberLogRoute)}?startDate=${today}&endDate=${today}&tz=${tz}`;
    const change = {
      ...ENTRY,
      id: 'e2',
      action_type: 'Member Updated',
      ip_address: null,
      changed_by: 'office@example.com',
      changes: [
        { field: 'Membership_Status', before: 'Pending', after: 'Active' },
        { field: 'Last_Paid_Date', before: '', after: '2026-11-28' },
      ],
    };
    const api = stubApi({
      [base]: () => Response.json([ENTRY, change]),
      [`${base}&actionTypes=Member+Updated&actionTypes=Own+Record+Updated&actionTypes=Subscriptions+Changed`]: () => Response.json([change]),
    });
    renderScreen(<MemberLogScreen />);
    expect(await screen.findByText('Showing 2 results')).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByLabelText('Show'), 'Record changes');
    expect(await screen.findByText('Showing 1 result')).toBeInTheDocument();
    expect(
      screen.getByText('By office@example.com: Membership Status: Pending → Active; Last Paid Date: (empty) → Nov 28, 2026'),
    ).toBeInTheDocument();
    expect(api.calls.at(-1)?.key).toContain('actionTypes=Member+Updated');
  });

  it("narrows the log to one member's entries when Find is pressed, and back to everyone", async () => {
    const today = theaterDay(new Date());
    const tz = encodeURIComponent('America/New_York');
    const base = `${routeKey(memberLogRoute)}?startDate=${today}&endDate=${today}&tz=${tz}`;
    const other = { ...ENTRY, id: 'e3', email: 'b@example.com' };
    const api = stubApi({
      [base]: () => Response.json([ENTRY, other]),
      [`${base}&member=Margaret+Hale`]: () => Response.json([ENTRY]),
      [`${base}&member=Nobody`]: () => Response.json([]),
    });
    const user = userEvent.setup();
    renderScreen(<MemberLogScreen />);
    expect(await screen.findByText('Showing 2 results')).toBeInTheDocument();
    const search = screen.getByRole('search', { name: "Find one member's entries" });
    await user.type(within(search).getByLabelText("Member's name or e-mail"), '  Margaret Hale ');
    expect(api.calls).toHaveLength(1);
    await user.click(within(search).getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Showing 1 result')).toBeInTheDocument();
    expect(screen.getByText('Showing only entries of members matching “Margaret Hale”.')).toBeInTheDocument();
    expect(api.calls.at(-1)?.key).toBe(`${base}&member=Margaret+Hale`);

    await user.clear(within(search).getByLabelText("Member's name or e-mail"));
    await user.type(within(search).getByLabelText("Member's name or e-mail"), 'Nobody{Enter}');
    expect(await screen.findByText('No logs of members matching "Nobody" for the selected date range')).toBeInTheDocument();

    await user.click(within(search).getByRole('button', { name: 'Show every member' }));
    expect(await screen.findByText('Showing 2 results')).toBeInTheDocument();
    expect(within(search).getByLabelText("Member's name or e-mail")).toHaveValue('');
  });

  it('words the scope for one day and for a range', () => {
    const now = new Date('2026-03-10T17:00:00Z');
    expect(scopeText({ startDate: '2026-03-10', endDate: '2026-03-10' }, now)).toBe('Showing logs for today');
    expect(scopeText({ startDate: '2026-03-01', endDate: '2026-03-01' }, now)).toBe('Showing logs for March 1, 2026');
    expect(scopeText({ startDate: '2026-03-01', endDate: '2026-03-05' }, now)).toBe('Showing logs from March 1, 2026 to March 5, 2026');
  });
});

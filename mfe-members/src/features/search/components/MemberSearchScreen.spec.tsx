import {
  exportMembersRoute,
  routeKey,
  searchMembersRoute,
  statusChoicesRoute,
  teamChoicesRoute,
  type DirectoryMember,
  type MemberSearchResponse,
  type SearchTotal,
} from '@greenroom/contracts';
import { clearSession, signIn } from '@greenroom/sdk';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberFixture, renderScreen, stubApi } from '@greenroom/testing';
import { MemberSearchScreen } from './MemberSearchScreen';

/** What a Member's search answers: the directory columns only. */
const RUTH: DirectoryMember = {
  id: 'r1',
  First_Name: 'Ruth',
  Last_Name: 'Abernathy',
  Email: 'ruth@example.com',
  Mobile: '352-555-0101',
  Landline: null,
  Teams: ['Costumes'],
  Membership_Status: 'Active',
};
const PAGE = (members: DirectoryMember[], total: SearchTotal | null, nextCursor: string | null = null): Response => {
  const page: MemberSearchResponse = { view: 'directory', members, total, nextCursor };
  return Response.json(page);
};
const exactly = (value: number): SearchTotal => ({ value, kind: 'exact' });

describe('MemberSearchScreen', () => {
  beforeEach(() => {
    clearSession();
    signIn(memberFixture(), 'tok');
  });
  afterEach(() => jest.useRealTimers());

  it('asks for a criterion and keeps the message until the next search, however long it takes to read', async () => {
    stubApi({
      [routeKey(statusChoicesRoute)]: () => Response.json({ choices: ['Active', 'LTM'] }),
      [routeKey(teamChoicesRoute)]: () => Response.json({ choices: ['Set'] }),
      [routeKey(searchMembersRoute)]: () => Response.json({ view: 'full', members: [], total: exactly(0), nextCursor: null }),
    });
    jest.useFakeTimers({ advanceTimers: true });
    renderScreen(<MemberSearchScreen />);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // The office's abbreviation is spelled out.
    expect(await screen.findByLabelText('Lifetime member (LTM)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please enter at least one search criterion')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('Please enter at least one search criterion')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Last Name'), 'Brooks');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText('Please enter at least one search criterion')).not.toBeInTheDocument());
    expect(screen.getByRole('option', { name: 'All Teams' })).toBeInTheDocument();
  });

  it('falls back to the spec statuses, searches, shows the table with count and time, and loads more', async () => {
    const api = stubApi({
      [routeKey(statusChoicesRoute)]: () => Response.json({ statusCode: 500, message: 'x' }, { status: 500 }),
      [routeKey(teamChoicesRoute)]: () => Response.json({ choices: ['Costumes'] }),
      [routeKey(searchMembersRoute)]: (body) =>
        (body as { cursor?: string }).cursor === 'after-ruth'
          ? PAGE([{ ...RUTH, id: 'r2', First_Name: 'Rita', Membership_Status: 'Pending' }], null)
          : PAGE([RUTH], exactly(2), 'after-ruth'),
    });
    renderScreen(<MemberSearchScreen />);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Cancelled'));
    await user.selectOptions(screen.getByLabelText('Team'), 'Costumes');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: '2 members found' })).toBeInTheDocument();
    // The first page asks for the exact count: the planner's estimate was five times off at a theater's size.
    expect(api.calls.find((call) => call.key === routeKey(searchMembersRoute))?.body).toEqual({
      Membership_Statuses: ['Cancelled'],
      team: 'Costumes',
      First_Name: '',
      Last_Name: '',
      Email: '',
      count: true,
    });
    expect(within(screen.getByRole('table')).queryByRole('link')).not.toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Ruth Abernathy')).toBeInTheDocument();
    expect(within(table).getByText('Not provided').parentElement).toHaveTextContent(/^Landline: Not provided$/);
    // The search time is for whoever looks into a slow search: folded under Technical details.
    expect(screen.getByText(/Search time: \d+ ms/).closest('details')).toHaveTextContent(/^Technical details/);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Rita Abernathy')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key === routeKey(searchMembersRoute)).map((call) => (call.body as { cursor?: string }).cursor)).toEqual([
      undefined,
      'after-ruth',
    ]);
    expect(within(table).getByText('Pending')).toHaveClass('bg-warning');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows a Leader's full records in the same columns", async () => {
    signIn(memberFixture({ Portal_Permission: 'Leader' }), 'tok');
    const full = memberFixture({
      id: 'r1',
      First_Name: 'Ruth',
      Last_Name: 'Abernathy',
      Landline: '352-555-0199',
      Street_Address: '1 Bell Ave',
      Personal_Bio: 'Loves Chekhov.',
    });
    const page: MemberSearchResponse = { view: 'full', members: [full], total: exactly(1), nextCursor: null };
    stubApi({
      [routeKey(statusChoicesRoute)]: () => Response.json({ choices: ['Active'] }),
      [routeKey(teamChoicesRoute)]: () => Response.json({ choices: [] }),
      [routeKey(searchMembersRoute)]: () => Response.json(page),
    });
    renderScreen(<MemberSearchScreen />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Last Name'), 'Aber');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Phones', 'Status', 'Teams', 'Actions']);
    // Both numbers in the one Phones cell, each named on its own line.
    const phones = within(table).getAllByRole('cell')[2];
    expect(Array.from(phones.children, (line) => line.textContent)).toEqual(['Mobile: Not provided', 'Landline: 352-555-0199']);
    expect(within(table).queryByText('1 Bell Ave')).not.toBeInTheDocument();
  });

  it('shows the empty text and the server message of a failed search', async () => {
    let fail = false;
    stubApi({
      [routeKey(statusChoicesRoute)]: () => Response.json({ choices: ['Active'] }),
      [routeKey(teamChoicesRoute)]: () => Response.json({ choices: [] }),
      [routeKey(searchMembersRoute)]: () =>
        fail ? Response.json({ statusCode: 400, message: 'Bad criteria' }, { status: 400 }) : PAGE([], exactly(0)),
    });
    renderScreen(<MemberSearchScreen />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Last Name'), 'Zzz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No members found matching your search criteria')).toBeInTheDocument();
    fail = true;
    await user.type(screen.getByLabelText('Last Name'), 'q');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Bad criteria')).toBeInTheDocument();
  });

  it('asks the server again when the same search is run again', async () => {
    const api = stubApi({
      [routeKey(statusChoicesRoute)]: () => Response.json({ choices: ['Active'] }),
      [routeKey(teamChoicesRoute)]: () => Response.json({ choices: [] }),
      [routeKey(searchMembersRoute)]: () => PAGE([RUTH], exactly(1)),
    });
    renderScreen(<MemberSearchScreen />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Last Name'), 'Aber');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { name: '1 member found' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.calls.filter((call) => call.key === routeKey(searchMembersRoute))).toHaveLength(2));
  });

  it('alerts when the print pop-up is blocked, and downloads the CSV export', async () => {
    const api = stubApi({
      [routeKey(statusChoicesRoute)]: () => Response.json({ choices: ['Active'] }),
      [routeKey(teamChoicesRoute)]: () => Response.json({ choices: [] }),
      [routeKey(searchMembersRoute)]: () => PAGE([RUTH], exactly(1)),
      [routeKey(exportMembersRoute)]: () => new Response('First Name,Last Name\nRuth,Abernathy\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const createObjectURL = jest.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderScreen(<MemberSearchScreen />);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Active'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { name: '1 member found' });
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(open).toHaveBeenCalled();
    expect(alert).toHaveBeenCalledWith('Please allow pop-ups to print the results');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(clicked).toEqual([expect.stringMatching(/^members_export_\d{4}-\d{2}-\d{2}\.csv$/)]));
    expect(api.calls.find((call) => call.key === routeKey(exportMembersRoute))?.body).toEqual({
      Membership_Statuses: ['Active'],
      First_Name: '',
      Last_Name: '',
      Email: '',
      team: '',
    });
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('prints every match, loading the pages not shown yet, and links names to Edit Member Details for an Admin', async () => {
    signIn(memberFixture({ Portal_Permission: 'Admin', isAdmin: true }), 'tok');
    const rita = { ...RUTH, id: 'r2', First_Name: 'Rita', Email: 'rita@example.com' };
    const api = stubApi({
      [routeKey(statusChoicesRoute)]: () => Response.json({ choices: ['Active'] }),
      [routeKey(teamChoicesRoute)]: () => Response.json({ choices: [] }),
      [routeKey(searchMembersRoute)]: (body) =>
        (body as { cursor?: string }).cursor === 'after-ruth' ? PAGE([rita], null) : PAGE([RUTH], exactly(2), 'after-ruth'),
    });
    const popup = document.implementation.createHTMLDocument('print');
    const print = jest.fn();
    jest.spyOn(window, 'open').mockReturnValue({ document: popup, focus: jest.fn(), print, close: jest.fn() } as unknown as Window);
    renderScreen(<MemberSearchScreen />);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Active'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: '2 members found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ruth Abernathy' })).toHaveAttribute('href', '/edit-member-details/ruth%40example.com');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalled());
    expect(popup.body.textContent).toContain('Results (2 members)');
    expect([...popup.querySelectorAll('tbody tr')].map((row) => row.firstChild?.textContent)).toEqual(['Ruth Abernathy', 'Rita Abernathy']);
    expect(popup.body.textContent).not.toContain('The first');
    expect(api.calls.filter((call) => call.key === routeKey(searchMembersRoute))).toHaveLength(2);
  });
});

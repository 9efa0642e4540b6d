import {
  staleVersionMessage,
  type AdminMember,
  adminUpdateMemberRoute,
  deleteMemberRoute,
  memberDetailRoute,
  routeKey,
  searchMembersRoute,
  teamChoicesRoute,
} from '@greenroom/contracts';
import { clearSession, LiveRegion, signIn } from '@greenroom/sdk';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { memberFixture, renderRoutes, stubApi } from '@greenroom/testing';
import { EditMemberDetailsScreen } from './EditMemberDetailsScreen';
import { EditMemberScreen } from './EditMemberScreen';

const RUTH: AdminMember = {
  ...memberFixture({
    id: '11111111-1111-4111-8111-111111111111',
    First_Name: 'Ruth',
    Last_Name: 'Abernathy',
    Email: 'family@example.com',
    Member_Since: Date.UTC(2015, 2, 1, 12) / 1000,
    Teams: ['Set'],
  }),
  Director_Notes: null,
  version: 3,
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const SCREENS = {
  '/edit-member': <EditMemberScreen />,
  '/edit-member-details': <EditMemberDetailsScreen />,
  '/edit-member-details/:email': <EditMemberDetailsScreen />,
};
const renderAt = (path: string) => renderRoutes(SCREENS, path, <Where />);

describe('Edit Member', () => {
  beforeEach(() => {
    // Drafts live in session storage too: each test starts without one.
    sessionStorage.clear();
    clearSession();
    signIn(memberFixture({ Portal_Permission: 'Admin', isAdmin: true }), 'tok');
  });
  afterEach(() => jest.useRealTimers());

  it('shows Access Restricted to a Member', () => {
    clearSession();
    signIn(memberFixture(), 'tok');
    stubApi({});
    renderAt('/edit-member');
    expect(screen.getByText('Access Restricted')).toBeInTheDocument();
  });

  it('finds by name and opens the member, remembering it under editMemberData', async () => {
    const api = stubApi({
      [routeKey(searchMembersRoute)]: () =>
        Response.json({ view: 'directory', members: [RUTH], total: { value: 1, kind: 'exact' }, nextCursor: null }),
    });
    renderAt('/edit-member');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please enter at least one search criterion')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Last Name'), 'Aber');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.calls[0]?.body).toEqual({ Last_Name: 'Aber' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Member Ruth Abernathy' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/edit-member-details/family%40example.com');
    expect(JSON.parse(sessionStorage.getItem('editMemberData') ?? '{}').id).toBe(RUTH.id);
  });

  it('loads by e-mail and id, requires the names, and saves the whole record', async () => {
    sessionStorage.setItem('editMemberData', JSON.stringify(RUTH));
    const api = stubApi({
      [`${routeKey(memberDetailRoute)}?email=family%40example.com&id=${RUTH.id}`]: () => Response.json({ member: RUTH }),
      [routeKey(teamChoicesRoute)]: () => Response.json({ choices: ['Props', 'Set'] }),
      [routeKey(adminUpdateMemberRoute)]: (body) =>
        Response.json({ member: { ...RUTH, ...(body as object), Member_Since: RUTH.Member_Since, Teams: ['Props', 'Set'] } }),
    });
    renderAt('/edit-member-details/family%40example.com');
    const user = userEvent.setup();
    const first = await screen.findByLabelText('First Name');
    expect(screen.getByLabelText('Member Since')).toHaveValue('2015-03-01');
    // A gender left blank reads as not given, not as a choice the member made.
    expect(screen.getByLabelText('Gender')).toHaveDisplayValue('Not given');
    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    await user.type(first, 'Ruthie');
    await user.click(await screen.findByLabelText('Props'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Member updated successfully.')).toBeInTheDocument();
    const sent = api.calls.find((call) => call.key === routeKey(adminUpdateMemberRoute))?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      id: RUTH.id,
      First_Name: 'Ruthie',
      Email: 'family@example.com',
      Member_Since: RUTH.Member_Since,
      Teams: expect.arrayContaining(['Set', 'Props']),
    });
  });

  it('keeps what the admin typed as a draft, offered back when the form opens again (after a forced sign-out)', async () => {
    sessionStorage.setItem('editMemberData', JSON.stringify(RUTH));
    stubApi({
      [`${routeKey(memberDetailRoute)}?email=family%40example.com&id=${RUTH.id}`]: () => Response.json({ member: RUTH }),
      [routeKey(teamChoicesRoute)]: () => Response.json({ choices: ['Props', 'Set'] }),
    });
    const first = renderAt('/edit-member-details/family%40example.com');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('First Name'), 'ie');
    first.unmount();

    renderAt('/edit-member-details/family%40example.com');
    expect(await screen.findByLabelText('First Name')).toHaveValue('Ruth');
    await user.click(await screen.findByRole('button', { name: 'Restore my answers' }));
    expect(screen.getByLabelText('First Name')).toHaveValue('Ruthie');
    expect(screen.queryByTestId('draft-offer')).not.toBeInTheDocument();
  });

  it('deletes after confirmation, then goes back to the search after 2 seconds', async () => {
    stubApi({
      [`${routeKey(memberDetailRoute)}?email=family%40example.com`]: () => Response.json({ member: RUTH }),
      [routeKey(teamChoicesRoute)]: () => Response.json({ choices: ['Set'] }),
      [routeKey(deleteMemberRoute)]: () => Response.json({ message: 'Member deleted successfully' }),
    });
    renderAt('/edit-member-details/family%40example.com');
    jest.useFakeTimers({ advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Delete Member' }));
    expect(screen.getByText(/Are you sure you want to delete Ruth Abernathy\?/)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Delete Member' }).at(-1) as HTMLElement);
    expect(await screen.findByText('Member deleted successfully.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/edit-member$/));
    expect(screen.getByText('Member deleted successfully.')).toBeInTheDocument();
  });

  it('says beside Save that someone else saved first, keeps the typing, and reloads their record on Reload', async () => {
    const theirs = { ...RUTH, City: 'Ocala', version: 4 };
    let stored = RUTH;
    const conflict = staleVersionMessage('member', ['Mobile', 'City']);
    const api = stubApi({
      [`${routeKey(memberDetailRoute)}?email=family%40example.com`]: () => Response.json({ member: stored }),
      [routeKey(teamChoicesRoute)]: () => Response.json({ choices: ['Set'] }),
      [routeKey(adminUpdateMemberRoute)]: () => {
        stored = theirs;
        return Response.json({ statusCode: 409, message: conflict }, { status: 409 });
      },
    });
    render(<LiveRegion />);
    renderAt('/edit-member-details/family%40example.com');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mobile'), '352-555-0142');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const form = screen.getByRole('form', { name: 'Edit Ruth Abernathy' });
    expect(await within(form).findByText(conflict)).toBeInTheDocument();
    expect(screen.getByTestId('live-region-assertive')).toHaveTextContent(conflict);
    expect(api.calls.find((call) => call.key === routeKey(adminUpdateMemberRoute))?.body).toMatchObject({ id: RUTH.id, version: 3 });
    expect(screen.getByLabelText('Mobile')).toHaveValue('352-555-0142');

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Ocala'));
    expect(within(form).queryByText(conflict)).toBeNull();
  });

  it("keeps 'Member updated successfully.' under Save Changes until the next save", async () => {
    stubApi({
      [`${routeKey(memberDetailRoute)}?email=family%40example.com`]: () => Response.json({ member: RUTH }),
      [routeKey(teamChoicesRoute)]: () => Response.json({ choices: ['Set'] }),
      [`${routeKey(memberDetailRoute)}?email=family%40example.com&id=${RUTH.id}`]: () => Response.json({ member: RUTH }),
      [routeKey(adminUpdateMemberRoute)]: () => Response.json({ member: RUTH }),
    });
    renderAt('/edit-member-details/family%40example.com');
    jest.useFakeTimers({ advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Member updated successfully.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    const saved = screen.getByText('Member updated successfully.');
    // Right after the buttons, where the admin's eye is after pressing Save Changes.
    const buttons = screen.getByRole('button', { name: 'Save Changes' }).parentElement as HTMLElement;
    expect(buttons.nextElementSibling).toBe(saved);
  });

  it('says the spec\'s "An unexpected error occurred while searching members" when the server cannot be reached', async () => {
    stubApi({
      [routeKey(searchMembersRoute)]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderAt('/edit-member');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Last Name'), 'Aber');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred while searching members');
  });

  it('says Member not found for an unknown e-mail', async () => {
    stubApi({
      [`${routeKey(memberDetailRoute)}?email=ghost%40example.com`]: () =>
        Response.json({ statusCode: 404, message: 'Member not found' }, { status: 404 }),
    });
    renderAt('/edit-member-details/ghost%40example.com');
    expect(await screen.findByText('Member not found')).toBeInTheDocument();
  });

  it("says 'No member information provided' on a bare /edit-member-details", () => {
    stubApi({});
    renderAt('/edit-member-details');
    expect(screen.getByRole('alert')).toHaveTextContent(/^No member information provided$/);
  });

  it("says 'Failed to load member data' when the remembered member cannot be read", () => {
    sessionStorage.setItem('editMemberData', '{"First_Name": "Ruth"');
    stubApi({});
    renderAt('/edit-member-details');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to load member data$/);
  });

  it('opens the remembered member on a bare /edit-member-details', async () => {
    sessionStorage.setItem('editMemberData', JSON.stringify(RUTH));
    stubApi({ [`${routeKey(memberDetailRoute)}?email=family%40example.com&id=${RUTH.id}`]: () => Response.json({ member: RUTH }) });
    renderAt('/edit-member-details');
    expect(await screen.findByDisplayValue('Abernathy')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/edit-member-details/family%40example.com');
  });
});

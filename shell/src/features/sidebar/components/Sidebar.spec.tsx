import { logoutEverywhereRoute, logoutRoute, membersNavRoute, routeKey, type FeatureWindow } from '@greenroom/contracts';
import { clearSession, loadMenu, resetMenu, signIn } from '@greenroom/sdk';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { memberFixture, navigationRecordFixture, stubApi } from '@greenroom/testing';
import { Sidebar } from './Sidebar';

const navRecords = {
  records: [
    navigationRecordFixture('n1', {
      Title: 'My Information',
      Url: '/my-information',
      Icon: '<i class="bi bi-person"></i><img src="x" onerror="alert(1)">',
    }),
    navigationRecordFixture('n2', { Title: 'Events', Url: '/event-calendar', Icon: 'calendar', Permission: 'Member, Admin', SortOrder: 2 }),
    navigationRecordFixture('n3', { Title: 'New Event', Url: 'new-event', ParentId: 'n2', Permission: 'Leader,Board,Admin' }),
    navigationRecordFixture('n4', { Title: 'Mass Email', Url: '/mass-email', Permission: 'Admin', SortOrder: 3 }),
  ],
};

/** The feature windows as GET /api/feature-windows answered them (fresh for ten minutes, so not asked again). */
function renderSidebar(windows: FeatureWindow[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['feature-windows'], { windows });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/my-information']}>
        <Routes>
          <Route path="/login" element={<p>Login screen</p>} />
          <Route path="*" element={<Sidebar />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Sidebar', () => {
  beforeEach(() => {
    clearSession();
    resetMenu();
  });

  it('shows a loading state while the menu loads', () => {
    stubApi({ [routeKey(membersNavRoute)]: () => new Promise<Response>(() => undefined) });
    signIn(memberFixture(), 'tok');
    void loadMenu();
    renderSidebar();
    expect(screen.getByText('Loading menu...')).toBeInTheDocument();
  });

  it("shows 'Error: <message>' and fetches again on Try Again", async () => {
    let answer: Response = Response.json({ statusCode: 500, message: 'boom' }, { status: 500 });
    const api = stubApi({ [routeKey(membersNavRoute)]: () => answer });
    signIn(memberFixture(), 'tok');
    await loadMenu();
    renderSidebar();

    expect(screen.getByText('Error: API error (500)')).toBeInTheDocument();
    answer = Response.json(navRecords);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('link', { name: 'My Information' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key === routeKey(membersNavRoute))).toHaveLength(2);
  });

  it("lists the member's items with children indented under their parent and sanitized icons", async () => {
    stubApi({ [routeKey(membersNavRoute)]: () => Response.json(navRecords) });
    signIn(memberFixture({ Portal_Permission: 'Admin' }), 'tok');
    await loadMenu();
    const { container } = renderSidebar();

    const nav = screen.getByRole('navigation');
    const events = within(nav).getByRole('link', { name: 'Events' }).closest('li');
    expect(events).not.toBeNull();
    expect(within(events as HTMLElement).getByRole('link', { name: 'New Event' })).toHaveAttribute('href', '/new-event');
    expect(within(nav).getByRole('link', { name: 'Mass Email' })).toBeInTheDocument();
    // The markup icon's sanitizer is a chunk of its own: drawn once it has loaded.
    await waitFor(() => expect(container.querySelector('i.bi-person')).not.toBeNull());
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('lists the entries for those who release the portal under their own heading, after the everyday ones', async () => {
    const releases = navigationRecordFixture('n5', { Title: 'Releases', Url: '/releases', Type: 'developer', Permission: 'Admin', SortOrder: 1 });
    stubApi({ [routeKey(membersNavRoute)]: () => Response.json({ records: [...navRecords.records, releases] }) });
    signIn(memberFixture({ Portal_Permission: 'Admin' }), 'tok');
    await loadMenu();
    renderSidebar();

    const nav = screen.getByRole('navigation');
    const everyday = nav.querySelector(':scope > ul') as HTMLElement;
    expect(within(everyday).getByRole('link', { name: 'Mass Email' })).toBeInTheDocument();
    expect(within(everyday).queryByRole('link', { name: 'Releases' })).toBeNull();
    expect(within(nav).getByRole('heading', { level: 2, name: 'For those who release the portal' })).toBeInTheDocument();
    const group = within(nav).getByRole('list', { name: 'For those who release the portal' });
    expect(within(group).getByRole('link', { name: 'Releases' })).toHaveAttribute('href', '/releases');
    expect(within(group).queryByRole('link', { name: 'Mass Email' })).toBeNull();
  });

  it('draws an icon the data names from the icon set, as decorative inline SVG', async () => {
    stubApi({ [routeKey(membersNavRoute)]: () => Response.json(navRecords) });
    signIn(memberFixture({ Portal_Permission: 'Admin' }), 'tok');
    await loadMenu();
    renderSidebar();

    const icon = within(screen.getByRole('link', { name: 'Events' })).getByText((_, element) => element?.tagName.toLowerCase() === 'svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: 'Events' })).not.toHaveTextContent('calendar');
  });

  it("remembers each member's text size and applies it to the page", async () => {
    stubApi({ [routeKey(membersNavRoute)]: () => Response.json(navRecords) });
    localStorage.clear();
    signIn(memberFixture({ id: 'member-a' }), 'tok');
    await loadMenu();
    const { unmount } = renderSidebar();

    expect(screen.getByRole('radio', { name: 'Normal' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Larger' }));
    expect(document.documentElement.style.fontSize).toBe('26px');
    expect(localStorage.getItem('greenroom.textSize.member-a')).toBe('larger');
    unmount();

    signIn(memberFixture({ id: 'member-b' }), 'tok');
    renderSidebar();
    expect(screen.getByRole('radio', { name: 'Normal' })).toBeChecked();
    expect(document.documentElement.style.fontSize).toBe('');
  });

  it('hides what the permission does not allow', async () => {
    stubApi({ [routeKey(membersNavRoute)]: () => Response.json(navRecords) });
    signIn(memberFixture({ Portal_Permission: 'Member' }), 'tok');
    await loadMenu();
    renderSidebar();

    const nav = screen.getByRole('navigation');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My Information', 'Events']);
  });

  it('says under a windowed entry when it opens or that it has closed', async () => {
    stubApi({
      [routeKey(membersNavRoute)]: () =>
        Response.json({
          records: [
            navigationRecordFixture('h', { Title: 'Holiday Party RSVP', Url: '/holiday-party' }),
            navigationRecordFixture('m', { Title: 'May Social RSVP', Url: '/may-social', SortOrder: 2 }),
          ],
        }),
    });
    signIn(memberFixture({ Portal_Permission: 'Member' }), 'tok');
    await loadMenu();
    renderSidebar([
      { route: '/holiday-party', startsOn: '2099-04-20', endsOn: '2099-12-01' },
      { route: '/may-social', startsOn: '2000-04-20', endsOn: '2000-05-09' },
    ]);

    expect(screen.getByRole('link', { name: 'Holiday Party RSVP Opens April 20, 2099' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'May Social RSVP Closed' })).toBeInTheDocument();
  });

  it('shows the member block and logs out to /login', async () => {
    const api = stubApi({
      [routeKey(membersNavRoute)]: () => Response.json(navRecords),
      [routeKey(logoutRoute)]: () => Response.json({ message: 'Signed out' }),
    });
    signIn(memberFixture({ First_Name: 'margaret', Last_Name: 'hale', Email: 'margaret@example.com', Portal_Permission: 'Board' }), 'tok');
    await loadMenu();
    renderSidebar();

    const block = within(screen.getByRole('region', { name: 'Signed in member' }));
    expect(block.getByTestId('avatar')).toHaveTextContent('MH');
    expect(block.getByTestId('avatar')).toHaveStyle({ width: '36px', height: '36px' });
    expect(block.getByText('margaret hale')).toBeInTheDocument();
    expect(block.getByText('margaret@example.com')).toBeInTheDocument();
    expect(block.getByText('Board')).toBeInTheDocument();

    await userEvent.click(block.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).toContain(routeKey(logoutRoute));
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem('signOutReason')).toBe('signed-out');
  });

  it('logs out on every device: the server ends all of the member’s sessions, then this one goes to /login', async () => {
    const api = stubApi({
      [routeKey(membersNavRoute)]: () => Response.json(navRecords),
      [routeKey(logoutEverywhereRoute)]: () => Response.json({ message: 'You have been signed out on every computer, tablet and phone.' }),
    });
    signIn(memberFixture({ Portal_Permission: 'Member' }), 'tok');
    await loadMenu();
    renderSidebar();

    await userEvent.click(within(screen.getByRole('region', { name: 'Signed in member' })).getByRole('button', { name: 'Logout on every device' }));

    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).toEqual(expect.arrayContaining([routeKey(logoutEverywhereRoute)]));
    expect(api.calls.map((call) => call.key)).not.toContain(routeKey(logoutRoute));
    expect(sessionStorage.getItem('signOutReason')).toBe('signed-out');
  });
});

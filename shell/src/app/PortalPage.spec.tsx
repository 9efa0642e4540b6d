import { featureWindowsRoute, membersNavRoute, myMemberRecordRoute, routeKey } from '@greenroom/contracts';
import { clearSession, forcedLogout, getSession, resetMenu, signIn } from '@greenroom/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { RemoteModuleProps } from '../remotes';
import { memberFixture, navigationRecordFixture } from '@greenroom/testing';
import { stubApi, type ApiStubs } from '@greenroom/testing';
import { PortalPage } from './PortalPage';

// Only the Module Federation loader is replaced: it needs the Rspack runtime, which unit tests do not have.
jest.mock('../remotes', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    RemoteModule: ({ remote, module }: RemoteModuleProps) => createElement('p', { 'data-testid': 'remote-module' }, `${remote} ${module}`),
    RemoteWidget: ({ remote, module }: RemoteModuleProps) => createElement('p', { 'data-testid': 'remote-widget' }, `${remote} ${module}`),
  };
});

const navigation = {
  records: [navigationRecordFixture('n1', { Title: 'My Information', Url: '/my-information' })],
};

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderPortal(url: string, stubs: ApiStubs = {}) {
  const api = stubApi({
    [routeKey(membersNavRoute)]: () => Response.json(navigation),
    [routeKey(featureWindowsRoute)]: () => Response.json({ windows: [] }),
    [routeKey(myMemberRecordRoute)]: () => Response.json({ member: getSession().member }),
    ...stubs,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="*" element={<PortalPage />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

const location = () => screen.getByTestId('location');

describe('PortalPage', () => {
  let alertSpy: jest.SpyInstance;

  beforeEach(() => {
    clearSession();
    resetMenu();
    alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => alertSpy.mockRestore());

  it("redirects '/' to the dashboard, drawn by the shell with the calendar widget", async () => {
    signIn(memberFixture(), 'tok');
    renderPortal('/');
    expect(await screen.findByRole('heading', { name: 'Member Dashboard' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/dashboard');
    expect(screen.getByTestId('remote-widget')).toHaveTextContent('calendar ./EventsAtAGlance');
    expect(screen.getByRole('navigation')).toBeInTheDocument();
  });

  it("sends the audition list's Go Back (/auditions) to the dashboard", async () => {
    signIn(memberFixture(), 'tok');
    renderPortal('/auditions');
    expect(await screen.findByRole('heading', { name: 'Member Dashboard' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/dashboard');
  });

  it('shows a full-screen spinner until the menu has loaded an item', async () => {
    signIn(memberFixture(), 'tok');
    renderPortal('/dashboard', { [routeKey(membersNavRoute)]: () => new Promise<Response>(() => undefined) });
    expect(await screen.findByText('Loading the portal...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Member Dashboard' })).not.toBeInTheDocument();
  });

  it("renders a remote's routes inside the layout", async () => {
    signIn(memberFixture(), 'tok');
    renderPortal('/event-calendar');
    expect(await screen.findByTestId('remote-module')).toHaveTextContent('calendar ./routes');
    expect(screen.getByRole('main')).toContainElement(screen.getByTestId('remote-module'));
  });

  it("draws /join full width with the shell's own form, without sign-in or a remote", async () => {
    renderPortal('/join');
    expect(await screen.findByRole('heading', { level: 1, name: 'New Member Application' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote-module')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login', async () => {
    renderPortal('/my-information');
    expect(await screen.findByText('Please enter your email to access your member information')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login');
  });

  it('refuses a role that is not listed with the alert and goes to /my-information', async () => {
    signIn(memberFixture({ Portal_Permission: 'Member' }), 'tok');
    renderPortal('/mass-email');
    expect(await screen.findByTestId('remote-module')).toHaveTextContent('members ./routes');
    expect(location()).toHaveTextContent('/my-information');
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith('You do not have permission to access this feature.');
  });

  it('lets Admin open an Admin-only route with a parameter', async () => {
    signIn(memberFixture({ Portal_Permission: 'Admin' }), 'tok');
    renderPortal('/edit-member-details/ann%40example.com');
    expect(await screen.findByTestId('remote-module')).toHaveTextContent('members ./routes');
    expect(location()).toHaveTextContent('/edit-member-details/ann%40example.com');
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('hands a bare /edit-member-details to the members remote, which says what is missing', async () => {
    signIn(memberFixture({ Portal_Permission: 'Admin' }), 'tok');
    renderPortal('/edit-member-details');
    expect(await screen.findByTestId('remote-module')).toHaveTextContent('members ./routes');
    expect(location()).toHaveTextContent('/edit-member-details');
  });

  it('closes a windowed route outside the window the server gives', async () => {
    signIn(memberFixture(), 'tok');
    renderPortal('/may-social', {
      [routeKey(featureWindowsRoute)]: () => Response.json({ windows: [{ route: '/may-social', startsOn: '2020-04-20', endsOn: '2020-05-09' }] }),
    });
    await screen.findByTestId('remote-module');
    expect(location()).toHaveTextContent('/my-information');
    expect(alertSpy).toHaveBeenCalledWith('This feature is no longer available.');
  });

  it('sends a signed-in member from /login to the dashboard, where the e-mail link lands', async () => {
    signIn(memberFixture(), 'tok');
    renderPortal('/login');
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard'));
  });

  it('refreshes the stored member on entering /my-information', async () => {
    signIn(memberFixture({ Portal_Permission: 'Member' }), 'tok');
    const api = renderPortal('/my-information', {
      [routeKey(myMemberRecordRoute)]: () => Response.json({ member: memberFixture({ Portal_Permission: 'Leader' }) }),
    });

    await screen.findByTestId('remote-module');
    await waitFor(() => expect(getSession().member?.Portal_Permission).toBe('Leader'));
    expect(api.calls.find((call) => call.key === routeKey(myMemberRecordRoute))?.body).toEqual({ email: memberFixture().Email });
  });

  it("shows 'Page not found' with a link to the dashboard", async () => {
    signIn(memberFixture(), 'tok');
    renderPortal('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: /dashboard/i })).toHaveAttribute('href', '/dashboard');
  });

  it('goes to /login when the session is forced to end', async () => {
    signIn(memberFixture(), 'tok');
    renderPortal('/dashboard');
    await screen.findByRole('heading', { name: 'Member Dashboard' });

    act(() => forcedLogout());

    expect(await screen.findByText('Please enter your email to access your member information')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login');
  });
});

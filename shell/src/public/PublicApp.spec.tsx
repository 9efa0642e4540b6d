import { checkEmailRoute, requestLinkRoute, routeKey } from '@greenroom/contracts';
import { clearSession, signIn } from '@greenroom/sdk';
import { memberFixture, stubApi } from '@greenroom/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fullPageLoad } from './full-page-load';
import { PublicApp } from './PublicApp';

// jsdom cannot load a new page: the hand-over is observed at its one seam.
jest.mock('./full-page-load', () => ({ fullPageLoad: jest.fn() }));

function openAt(url: string) {
  window.history.pushState({}, '', url);
  return render(<PublicApp />);
}

describe('PublicApp', () => {
  beforeEach(() => {
    clearSession();
    jest.mocked(fullPageLoad).mockClear();
    stubApi({});
  });

  it('draws the sign-in form at /login, titled for the tab', async () => {
    openAt('/login');
    expect(screen.getByRole('button', { name: 'Send me a login link' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sign In – Greenroom'));
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it('draws the verify page at /verify-login', async () => {
    openAt('/verify-login');
    expect(await screen.findByText('Invalid login link. Missing token.')).toBeInTheDocument();
  });

  it('hands a member already signed in from /login to the portal at the dashboard', async () => {
    signIn(memberFixture(), 'tok');
    openAt('/login');
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('/dashboard', { replace: true }));
  });

  it("hands a signed-in member's other pages to the portal as a new page load", async () => {
    signIn(memberFixture(), 'tok');
    openAt('/dashboard?tab=1');
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('/dashboard?tab=1', { replace: true }));
  });

  it('sends a signed-out visitor from a members page to the sign-in form, as the guard does', async () => {
    openAt('/');
    expect(await screen.findByRole('button', { name: 'Send me a login link' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it('remembers the page a signed-out visitor asked for, for the link it sends', async () => {
    const api = stubApi({
      [routeKey(checkEmailRoute)]: () => Response.json({ exists: true, members: [{ choice: 'c'.repeat(43), firstName: 'Ann' }] }),
      [routeKey(requestLinkRoute)]: () => Response.json({ message: 'Login link sent' }),
    });
    openAt('/my-teams');
    await userEvent.type(await screen.findByLabelText(/email/i), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a login link' }));
    expect(await screen.findByText('Login Link Sent!')).toBeInTheDocument();
    expect(api.calls[1].body).toEqual({ email: 'ann@example.com', choice: 'c'.repeat(43), redirect: '/my-teams' });
  });

  it('hands a sign-in link to the portal unspent: the portal verifies it and goes on in the same page', async () => {
    const api = stubApi({});
    const link = `/verify-login?token=${'v'.repeat(43)}`;
    openAt(link);
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith(link, { replace: true }));
    expect(api.calls).toEqual([]);
  });

  it('says so for a page that does not exist', async () => {
    openAt('/no-such-page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found – Greenroom'));
  });

  it('draws the application form at /join itself, for a signed-in member too, with no portal', async () => {
    signIn(memberFixture(), 'tok');
    openAt('/join');
    expect(await screen.findByRole('heading', { level: 1, name: 'New Member Application' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Mic Tech/Dresser')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('New Member Application – Greenroom'));
    expect(fullPageLoad).not.toHaveBeenCalled();
  });
});

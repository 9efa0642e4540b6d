import { checkEmailRoute, requestLinkRoute, routeKey, verifyTokenRoute } from '@greenroom/contracts';
import { clearSession, getSession } from '@greenroom/sdk';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { memberFixture, stubApi } from '@greenroom/testing';
import { sendEarlyVerification } from '../early-verification';
import { VerifyLoginPage } from './VerifyLoginPage';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(url: string) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/verify-login" element={<VerifyLoginPage />} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

// Tokens are 43 url-safe characters; each test uses its own, as each link is used once.
const tokenFor = (name: string) => name.padEnd(43, 'x');

describe('VerifyLoginPage', () => {
  beforeEach(() => {
    clearSession();
    delete window.__greenroomEarlyVerification;
  });

  it('verifies once, stores the member and goes to /dashboard with the token gone from the URL', async () => {
    const member = memberFixture();
    const api = stubApi({ [routeKey(verifyTokenRoute)]: () => Response.json({ member, token: 'session-tok', message: 'ok' }) });

    renderAt(`/verify-login?token=${tokenFor('success')}`);

    expect(screen.getByText('Verifying your secure login link...')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0].body).toEqual({ token: tokenFor('success') });
    expect(getSession()).toEqual({ member, email: member.Email, token: 'session-tok' });
    expect(sessionStorage.getItem('memberEmail')).toBe(member.Email);
  });

  it('reads the verification the start script sent before the portal arrived: the link is spent once', async () => {
    const member = memberFixture();
    const api = stubApi({ [routeKey(verifyTokenRoute)]: () => Response.json({ member, token: 'early-tok', message: 'ok' }) });

    sendEarlyVerification(tokenFor('early'));
    expect(api.calls).toHaveLength(1);
    renderAt(`/verify-login?token=${tokenFor('early')}`);

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0].body).toEqual({ token: tokenFor('early') });
    expect(getSession().token).toBe('early-tok');
  });

  it('sends its own verification when the one sent early was for another link', async () => {
    const api = stubApi({ [routeKey(verifyTokenRoute)]: () => Response.json({ member: memberFixture(), token: 't', message: 'ok' }) });

    sendEarlyVerification(tokenFor('other-link'));
    renderAt(`/verify-login?token=${tokenFor('this-link')}`);

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    expect(api.calls.map((call) => call.body)).toEqual([{ token: tokenFor('other-link') }, { token: tokenFor('this-link') }]);
  });

  it('goes to the redirect target when one is given', async () => {
    stubApi({ [routeKey(verifyTokenRoute)]: () => Response.json({ member: memberFixture(), token: 't', message: 'ok' }) });
    renderAt(`/verify-login?token=${tokenFor('redirect')}&redirect=%2Fmy-teams`);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/my-teams$/);
  });

  it('ignores a redirect to another site', async () => {
    stubApi({ [routeKey(verifyTokenRoute)]: () => Response.json({ member: memberFixture(), token: 't', message: 'ok' }) });
    renderAt(`/verify-login?token=${tokenFor('offsite')}&redirect=%2F%2Fevil.example`);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });

  it('fails without a token and without calling the server', async () => {
    const api = stubApi({});
    renderAt('/verify-login');
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid login link. Missing token.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/login');
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's message when the link is refused", async () => {
    stubApi({
      [routeKey(verifyTokenRoute)]: () => Response.json({ statusCode: 401, message: 'This login link has already been used.' }, { status: 401 }),
    });
    renderAt(`/verify-login?token=${tokenFor('used')}`);
    expect(await screen.findByText('This login link has already been used.')).toBeInTheDocument();
    expect(screen.getByText('Login Failed')).toBeInTheDocument();
    expect(getSession().member).toBeNull();
  });

  it('sends a new link, to the address this browser last asked one for and to the same page, from the failure view', async () => {
    localStorage.setItem('greenroom.loginEmail', 'margaret@example.com');
    const api = stubApi({
      [routeKey(verifyTokenRoute)]: () => Response.json({ statusCode: 401, message: 'This login link has already been used.' }, { status: 401 }),
      [routeKey(checkEmailRoute)]: () => Response.json({ exists: true, members: [{ choice: 'c1', firstName: 'Margaret' }] }),
      [routeKey(requestLinkRoute)]: () => Response.json({ message: 'sent' }),
    });
    renderAt(`/verify-login?token=${tokenFor('resend')}&redirect=%2Fmy-teams`);
    expect(await screen.findByText(/A login link works only once, and only for 20 minutes/)).toBeInTheDocument();
    expect(screen.getByText('The new link goes to margaret@example.com.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));

    expect(await screen.findByText('Login Link Sent!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === routeKey(requestLinkRoute))?.body).toEqual({
      email: 'margaret@example.com',
      choice: 'c1',
      redirect: '/my-teams',
    });
    localStorage.clear();
  });

  it('leads to /login to type the address when this browser never asked for a link', () => {
    localStorage.clear();
    stubApi({});
    renderAt('/verify-login');
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/login');
  });

  it('falls back to the spec text when the server gives no message', async () => {
    stubApi({ [routeKey(verifyTokenRoute)]: () => new Response('', { status: 500 }) });
    renderAt(`/verify-login?token=${tokenFor('nomessage')}`);
    expect(await screen.findByText('Verification failed. Please request a new login link.')).toBeInTheDocument();
  });

  it('says so when the answer carries no member', async () => {
    stubApi({ [routeKey(verifyTokenRoute)]: () => Response.json({ token: 't', message: 'ok' }) });
    renderAt(`/verify-login?token=${tokenFor('nomember')}`);
    expect(await screen.findByText('Unable to retrieve your member information.')).toBeInTheDocument();
  });
});

import { routeKey, verifyTokenRoute } from '@greenroom/contracts';
import { clearSession, getSession } from '@greenroom/sdk';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { memberFixture, stubApi } from '@greenroom/testing';
import { VerifyLoginPage } from './components/VerifyLoginPage';
import { sendEarlyVerification } from './early-verification';
import { completeSignInFromLink } from './sign-in-from-link';

const tokenFor = (name: string) => name.padEnd(43, 'x');
const openAt = (url: string) => window.history.replaceState(null, '', url);
const whereAmI = () => `${window.location.pathname}${window.location.search}`;

describe('completeSignInFromLink', () => {
  beforeEach(() => {
    clearSession();
    delete window.__greenroomEarlyVerification;
  });

  it("signs in with the start script's answer and moves on to the dashboard before the first render", async () => {
    const member = memberFixture();
    const api = stubApi({ [routeKey(verifyTokenRoute)]: () => Response.json({ member, token: 'early-tok', message: 'ok' }) });
    openAt(`/verify-login?token=${tokenFor('early')}`);
    sendEarlyVerification(tokenFor('early'));

    await completeSignInFromLink();

    expect(whereAmI()).toBe('/dashboard');
    expect(getSession()).toEqual({ member, email: member.Email, token: 'early-tok' });
    expect(api.calls).toHaveLength(1);
  });

  it("follows the link's redirect on this site only", async () => {
    stubApi({ [routeKey(verifyTokenRoute)]: () => Response.json({ member: memberFixture(), token: 't', message: 'ok' }) });
    openAt(`/verify-login?token=${tokenFor('offsite')}&redirect=%2F%2Fevil.example`);
    sendEarlyVerification(tokenFor('offsite'));

    await completeSignInFromLink();

    expect(whereAmI()).toBe('/dashboard');
  });

  it('leaves a refused link to the verify page, which shows the same answer without spending the link again', async () => {
    const api = stubApi({
      [routeKey(verifyTokenRoute)]: () => Response.json({ statusCode: 401, message: 'This login link has already been used.' }, { status: 401 }),
    });
    const link = `/verify-login?token=${tokenFor('used')}`;
    openAt(link);
    sendEarlyVerification(tokenFor('used'));

    await completeSignInFromLink();
    expect(whereAmI()).toBe(link);
    expect(getSession().member).toBeNull();

    render(
      <MemoryRouter initialEntries={[link]}>
        <Routes>
          <Route path="/verify-login" element={<VerifyLoginPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('This login link has already been used.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('does nothing on a link the start script did not verify', async () => {
    const api = stubApi({});
    const link = `/verify-login?token=${tokenFor('not-early')}`;
    openAt(link);

    await completeSignInFromLink();

    expect(whereAmI()).toBe(link);
    expect(api.calls).toHaveLength(0);
  });
});

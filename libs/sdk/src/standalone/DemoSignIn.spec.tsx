import { checkEmailRoute, requestLinkRoute, routeKey, verifyTokenRoute } from '@greenroom/contracts';
import { memberFixture, stubApi } from '@greenroom/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, getSession } from '../session/session-store';
import { DemoSignIn } from './DemoSignIn';

const CHOICE = 'c'.repeat(43);
const LINK_TOKEN = 't'.repeat(43);
const leader = memberFixture({ First_Name: 'Lena', Last_Name: 'Leader', Email: 'leader@greenroom.test', Portal_Permission: 'Leader' });

/** MailDev's answer: the sign-in mail only from the second look on, as when the worker sends it a moment later. */
function mailCatcherAfterOneLook() {
  let looks = 0;
  return () => {
    looks += 1;
    const mail = {
      to: [{ address: 'Leader@greenroom.test' }],
      date: new Date().toISOString(),
      html: `<a href="http://localhost:4200/verify-login?token=${LINK_TOKEN}">Sign in</a>`,
    };
    return Response.json(looks < 2 ? [] : [mail]);
  };
}

describe('DemoSignIn', () => {
  beforeEach(() => clearSession());

  it('signs in as the picked role through the sign-in link the mail catcher caught', async () => {
    const { calls } = stubApi({
      [routeKey(checkEmailRoute)]: () => Response.json({ exists: true, members: [{ choice: CHOICE, firstName: 'Lena' }] }),
      [routeKey(requestLinkRoute)]: () => Response.json({ message: 'sent' }),
      'GET /mail-catcher/email': mailCatcherAfterOneLook(),
      [routeKey(verifyTokenRoute)]: () => Response.json({ member: leader, token: 'session-token', message: 'ok' }),
    });
    render(<DemoSignIn />);
    expect(screen.getByRole('status')).toHaveTextContent('Not signed in.');

    await userEvent.click(screen.getByRole('button', { name: 'Sign in as Leader' }));

    expect(await screen.findByText('Signed in as Lena Leader (Leader).', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(getSession().token).toBe('session-token');
    expect(calls.find((call) => call.key === routeKey(requestLinkRoute))?.body).toEqual({ email: 'leader@greenroom.test', choice: CHOICE });
    expect(calls.find((call) => call.key === routeKey(verifyTokenRoute))?.body).toEqual({ token: LINK_TOKEN });
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('says what is missing when the mail catcher is not running', async () => {
    stubApi({
      [routeKey(checkEmailRoute)]: () => Response.json({ exists: true, members: [{ choice: CHOICE, firstName: 'Ann' }] }),
      [routeKey(requestLinkRoute)]: () => Response.json({ message: 'sent' }),
      'GET /mail-catcher/email': () => new Response('Bad Gateway', { status: 502 }),
    });
    render(<DemoSignIn />);

    await userEvent.click(screen.getByRole('button', { name: 'Sign in as Admin' }));

    expect(await screen.findByText('The mail catcher answered 502: is `npm start` (or MailDev) running?')).toBeInTheDocument();
    expect(getSession().token).toBeNull();
  });
});

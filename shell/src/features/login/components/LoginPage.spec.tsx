import { checkEmailRoute, officeInfoRoute, requestLinkRoute, routeKey } from '@greenroom/contracts';
import { clearAnnouncements, LiveRegion } from '@greenroom/sdk';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '@greenroom/testing';
import { LoginPage } from './LoginPage';

// Opaque handles the server issues for the shared-e-mail name choice.
const annChoice = 'q3Vb7Xk9Lm2Np4Rs6Tu8Wx0Yz1Ab3Cd5Ef7Gh9Ij2Kl';
const bobChoice = 'Zy8Xw6Vu4Ts2Rq0Po9Nm7Lk5Ji3Hg1Fe8Dc6Ba4Zy2X';

function emailField() {
  return screen.getByLabelText(/email/i);
}

/** The page as the shell hosts it: with the live regions its errors are read out through. */
function renderLogin(redirect?: string) {
  return render(
    <>
      <LoginPage redirect={redirect} />
      <LiveRegion />
    </>,
  );
}

/** A failure is shown on the page and read out at once (the assertive live region). */
async function expectFailure(message: string) {
  expect(await screen.findByTestId('login-error')).toHaveTextContent(message);
  expect(within(screen.getByTestId('live-region-assertive')).getByText(message)).toBeInTheDocument();
  // Said once: the visible copy is not a second live region.
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}

/** check-email's answer when Ann and Bob share the address. */
function annAndBob(bob = bobChoice) {
  return Response.json({
    exists: true,
    members: [
      { choice: annChoice, firstName: 'Ann' },
      { choice: bob, firstName: 'Bob' },
    ],
  });
}

async function typeEmailAndSubmit(email: string) {
  await userEvent.type(emailField(), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send me a login link' }));
}

describe('LoginPage', () => {
  beforeEach(() => clearAnnouncements());

  it('starts with the e-mail prompt and a disabled submit', () => {
    stubApi({});
    renderLogin();
    expect(screen.getByText('Please enter your email to access your member information')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me a login link' })).toBeDisabled();
  });

  it('rejects an address of the wrong shape without calling the server', async () => {
    const api = stubApi({});
    renderLogin();
    await typeEmailAndSubmit('ann at example.com');
    // The contract's EmailSchema speaks; its message is the field's description, and focus lands on the field.
    await waitFor(() => expect(emailField()).toHaveFocus());
    expect(emailField()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('with one match, trims and lower-cases, requests the link and shows the advice', async () => {
    const api = stubApi({
      [routeKey(checkEmailRoute)]: () => Response.json({ exists: true, members: [{ choice: annChoice, firstName: 'Ann' }] }),
      [routeKey(requestLinkRoute)]: () => Response.json({ message: 'Login link sent' }),
    });
    renderLogin('/my-teams');

    await typeEmailAndSubmit('  Ann@Example.COM ');

    expect(await screen.findByText('Login Link Sent!')).toBeInTheDocument();
    expect(screen.getByText('Check your email for a secure login link')).toBeInTheDocument();
    expect(screen.getByText(/within 2-5 minutes/)).toBeInTheDocument();
    expect(screen.getByText(/spam/)).toBeInTheDocument();
    expect(api.calls.map((call) => [call.key, call.body])).toEqual([
      [routeKey(checkEmailRoute), { email: 'ann@example.com' }],
      [routeKey(requestLinkRoute), { email: 'ann@example.com', choice: annChoice, redirect: '/my-teams' }],
    ]);
  });

  it('with several matches, offers one button per first name; picking one requests its link', async () => {
    const api = stubApi({
      [routeKey(checkEmailRoute)]: () => annAndBob(),
      [routeKey(requestLinkRoute)]: () => Response.json({ message: 'Login link sent' }),
    });
    renderLogin();
    await typeEmailAndSubmit('family@example.com');

    expect(await screen.findByText('Multiple members share this email. Please select your name:')).toBeInTheDocument();
    expect(screen.getAllByTestId('member-choice').map((button) => button.textContent)).toEqual(['Ann', 'Bob']);
    expect(emailField()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Bob' }));

    expect(await screen.findByText('Login Link Sent!')).toBeInTheDocument();
    expect(api.calls[1].body).toEqual({ email: 'family@example.com', choice: bobChoice });
  });

  it('after a refused pick, the e-mail step comes back with the address kept, and the fresh names work', async () => {
    const freshBobChoice = 'Fr3shB0bCh01ce0000000000000000000000000000Q';
    let checks = 0;
    const api = stubApi({
      [routeKey(checkEmailRoute)]: () => {
        checks += 1;
        const bob = checks === 1 ? bobChoice : freshBobChoice;
        return annAndBob(bob);
      },
      [routeKey(requestLinkRoute)]: (body) =>
        (body as { choice: string }).choice === freshBobChoice
          ? Response.json({ message: 'Login link sent' })
          : Response.json(
              { statusCode: 400, message: 'This sign-in choice is no longer valid. Please enter your email address again.' },
              { status: 400 },
            ),
    });
    renderLogin();
    await typeEmailAndSubmit('family@example.com');
    await userEvent.click(await screen.findByRole('button', { name: 'Bob' }));
    await expectFailure('This sign-in choice is no longer valid. Please enter your email address again.');
    expect(emailField()).toHaveValue('family@example.com');

    await userEvent.click(screen.getByRole('button', { name: 'Send me a login link' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Bob' }));

    expect(await screen.findByText('Login Link Sent!')).toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).toEqual([
      routeKey(checkEmailRoute),
      routeKey(requestLinkRoute),
      routeKey(checkEmailRoute),
      routeKey(requestLinkRoute),
    ]);
    expect(api.calls[3].body).toEqual({ email: 'family@example.com', choice: freshBobChoice });
  });

  it("'Continue' requests the link for the chosen name again, without checking the e-mail again", async () => {
    let linkAnswers = 0;
    const api = stubApi({
      [routeKey(checkEmailRoute)]: () => annAndBob(),
      [routeKey(requestLinkRoute)]: () =>
        ++linkAnswers === 1
          ? Response.json({ statusCode: 503, message: 'The mail service is busy. Please try again.' }, { status: 503 })
          : Response.json({ message: 'Login link sent' }),
    });
    renderLogin();
    await typeEmailAndSubmit('family@example.com');
    await userEvent.click(await screen.findByRole('button', { name: 'Bob' }));
    await expectFailure('The mail service is busy. Please try again.');
    expect(screen.getByText('Multiple members share this email. Please select your name:')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Login Link Sent!')).toBeInTheDocument();
    expect(api.calls.map((call) => [call.key, call.body])).toEqual([
      [routeKey(checkEmailRoute), { email: 'family@example.com' }],
      [routeKey(requestLinkRoute), { email: 'family@example.com', choice: bobChoice }],
      [routeKey(requestLinkRoute), { email: 'family@example.com', choice: bobChoice }],
    ]);
  });

  it("'Go back' resets everything", async () => {
    stubApi({
      [routeKey(checkEmailRoute)]: () => annAndBob(),
    });
    renderLogin();
    await typeEmailAndSubmit('family@example.com');
    await screen.findByText('Multiple members share this email. Please select your name:');

    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));

    expect(emailField()).toHaveValue('');
    expect(emailField()).toBeEnabled();
    expect(screen.queryAllByTestId('member-choice')).toHaveLength(0);
    expect(screen.getByText('Please enter your email to access your member information')).toBeInTheDocument();
  });

  it("'Use a different email' returns to an empty form", async () => {
    stubApi({
      [routeKey(checkEmailRoute)]: () => Response.json({ exists: true, members: [{ choice: annChoice, firstName: 'Ann' }] }),
      [routeKey(requestLinkRoute)]: () => Response.json({ message: 'Login link sent' }),
    });
    renderLogin();
    await typeEmailAndSubmit('ann@example.com');
    await userEvent.click(await screen.findByRole('button', { name: 'Use a different email' }));
    expect(emailField()).toHaveValue('');
  });

  it('says when the address belongs to no active member, then how to join or whom to ask', async () => {
    stubApi({
      [routeKey(checkEmailRoute)]: () => Response.json({ exists: false, members: [] }),
      [routeKey(officeInfoRoute)]: () => Response.json({ email: 'office@example.org', phone: '352-555-0100', duesPayment: 'At the Box Office.' }),
    });
    renderLogin();
    await typeEmailAndSubmit('nobody@example.com');
    await expectFailure('This email is not associated with any active member account.');
    expect(screen.getByRole('link', { name: 'Apply to join' })).toHaveAttribute('href', '/join');
    expect(await screen.findByRole('link', { name: 'office@example.org' })).toHaveAttribute('href', 'mailto:office@example.org');
    expect(screen.getByRole('link', { name: '352-555-0100' })).toHaveAttribute('href', 'tel:3525550100');
  });

  it('tells an applicant that the application waits for the office, when they will hear and whom to ask, without inviting them to apply again', async () => {
    const waiting = 'An application from this address is waiting for the office.';
    stubApi({
      [routeKey(checkEmailRoute)]: () => Response.json({ exists: false, members: [], message: waiting, applicationWaiting: true }),
      [routeKey(officeInfoRoute)]: () => Response.json({ email: 'office@example.org', phone: '352-555-0100', duesPayment: 'At the Box Office.' }),
    });
    renderLogin();
    await typeEmailAndSubmit('new.applicant@example.com');
    await expectFailure(waiting);
    const help = screen.getByTestId('application-waiting-help');
    expect(help).toHaveTextContent('e-mails you when your membership is active');
    expect(help).toHaveTextContent('within 14 days');
    expect(await within(help).findByRole('link', { name: 'office@example.org' })).toHaveAttribute('href', 'mailto:office@example.org');
    expect(within(help).getByRole('link', { name: '352-555-0100' })).toHaveAttribute('href', 'tel:3525550100');
    expect(screen.queryByRole('link', { name: 'Apply to join' })).not.toBeInTheDocument();
    expect(screen.queryByText('This email is not associated with any active member account.')).not.toBeInTheDocument();
  });

  it('says "You are signed out." after Logout, once', () => {
    sessionStorage.setItem('signOutReason', 'signed-out');
    const { unmount } = renderLogin();
    expect(screen.getByText('You are signed out.')).toBeInTheDocument();
    unmount();
    renderLogin();
    expect(screen.queryByText('You are signed out.')).not.toBeInTheDocument();
  });

  it('says why after a time-out', () => {
    sessionStorage.setItem('signOutReason', 'timed-out');
    renderLogin();
    expect(screen.getByTestId('sign-out-notice')).toHaveTextContent(/signed out because nothing happened for 30 minutes/);
  });

  it("shows the server's message, e.g. too many requests", async () => {
    stubApi({
      [routeKey(checkEmailRoute)]: () => Response.json({ exists: true, members: [{ choice: annChoice, firstName: 'Ann' }] }),
      [routeKey(requestLinkRoute)]: () =>
        Response.json({ statusCode: 429, message: 'Too many login links. Please wait a few minutes.' }, { status: 429 }),
    });
    renderLogin();
    await typeEmailAndSubmit('ann@example.com');
    await expectFailure('Too many login links. Please wait a few minutes.');
    expect(screen.queryByText('Login Link Sent!')).not.toBeInTheDocument();
  });

  it("falls back to 'Request failed. Please try again.' when the server gives no message", async () => {
    stubApi({ [routeKey(checkEmailRoute)]: () => new Response('', { status: 502 }) });
    renderLogin();
    await typeEmailAndSubmit('ann@example.com');
    await expectFailure('Request failed. Please try again.');
  });

  it("shows 'Sending login link...' and disables the form while waiting", async () => {
    stubApi({ [routeKey(checkEmailRoute)]: () => new Promise<Response>(() => undefined) });
    renderLogin();
    await typeEmailAndSubmit('ann@example.com');
    expect(screen.getByRole('button', { name: 'Sending login link...' })).toBeDisabled();
    expect(emailField()).toBeDisabled();
  });

  it('suggests a correction on leaving the field and applies it', async () => {
    stubApi({});
    renderLogin();
    await userEvent.type(emailField(), 'ann@gamil.com');
    await userEvent.tab();

    expect(screen.getByText(/Did you mean/)).toHaveTextContent('Did you mean ann@gmail.com? Use this instead');
    await userEvent.click(screen.getByRole('button', { name: 'Use this instead' }));

    expect(emailField()).toHaveValue('ann@gmail.com');
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });
});

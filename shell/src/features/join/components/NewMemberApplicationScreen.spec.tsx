import { applyForMembershipRoute, officeInfoRoute, routeKey, teamsRoute } from '@greenroom/contracts';
import { clearAnnouncements, clearSession, LiveRegion } from '@greenroom/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, stubApi } from '@greenroom/testing';
import { NewMemberApplicationScreen } from './NewMemberApplicationScreen';

const TEAMS = [
  {
    id: 't1',
    name: 'Costumes',
    description: 'Sew and fit.',
    coordinatorDetails: { name: 'Joan Whitaker', email: 'costumes@example.com' },
    version: 1,
  },
  { id: 't2', name: 'Props', description: 'Find props.', coordinatorDetails: { name: null, email: 'props@example.com' }, version: 1 },
  { id: 't3', name: 'Ushers', description: 'Seat people.', coordinatorDetails: null, version: 1 },
];

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First Name'), 'Agnes');
  await user.type(screen.getByLabelText('Last Name'), 'Moorhead');
  await user.type(screen.getByLabelText('Email'), 'agnes@example.com');
  await user.type(screen.getByLabelText('Mobile Phone'), '352-555-0101');
  await user.type(screen.getByLabelText('Villages ID'), 'V-1');
  await user.type(screen.getByLabelText('Street Address'), '1 Bell Ave');
  await user.type(screen.getByLabelText('City'), 'The Villages');
  await user.selectOptions(screen.getByLabelText('State'), 'FL');
  await user.type(screen.getByLabelText('ZIP Code'), '32162');
}

/** The screen as the shell hosts it, with the page's live regions. */
function renderJoin() {
  return renderScreen(
    <>
      <NewMemberApplicationScreen />
      <LiveRegion />
    </>,
  );
}

describe('NewMemberApplicationScreen', () => {
  beforeEach(() => {
    clearSession();
    clearAnnouncements();
  });
  afterEach(() => jest.restoreAllMocks());

  it("says how and where to pay the dues, in the office's words", async () => {
    stubApi({
      [routeKey(teamsRoute)]: () => Response.json({ success: true, teams: TEAMS }),
      [routeKey(officeInfoRoute)]: () => Response.json({ email: 'office@example.org', phone: null, duesPayment: 'Cash or check at the Box Office.' }),
    });
    renderJoin();
    const dues = await screen.findByTestId('dues-payment');
    expect(dues).toHaveTextContent('How to pay: Cash or check at the Box Office.');
    expect(within(dues).getByRole('link', { name: 'office@example.org' })).toHaveAttribute('href', 'mailto:office@example.org');
  });

  it('asks for the office details once more when the first try fails, as the portal did', async () => {
    let tries = 0;
    stubApi({
      [routeKey(teamsRoute)]: () => Response.json({ success: true, teams: TEAMS }),
      [routeKey(officeInfoRoute)]: () =>
        ++tries === 1
          ? Response.json({ statusCode: 503, message: 'busy' }, { status: 503 })
          : Response.json({ email: 'office@example.org', phone: '(352) 555-0100', duesPayment: 'Cash at the Box Office.' }),
    });
    renderJoin();
    const dues = await screen.findByTestId('dues-payment', {}, { timeout: 5000 });
    expect(tries).toBe(2);
    expect(within(dues).getByRole('link', { name: '(352) 555-0100' })).toHaveAttribute('href', 'tel:3525550100');
  });

  it('tells the applicant to contact the office when the office details cannot be read twice', async () => {
    stubApi({
      [routeKey(teamsRoute)]: () => Response.json({ success: true, teams: TEAMS }),
      [routeKey(officeInfoRoute)]: () => Response.json({ statusCode: 503, message: 'busy' }, { status: 503 }),
    });
    renderJoin();
    expect(await screen.findByText('To learn how to pay, please contact the theater office.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows every spec message when submitted empty, and sends nothing', async () => {
    const api = stubApi({ [routeKey(teamsRoute)]: () => Response.json({ success: true, teams: TEAMS }) });
    renderJoin();
    expect(screen.getByText('Loading available teams...')).toBeInTheDocument();
    await screen.findByLabelText('Costumes');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    for (const message of [
      'Please provide your first name.',
      'Please provide your last name.',
      'Please provide a valid email address.',
      'Please provide your mobile number.',
      'Please provide your Villages ID number.',
      'Please select your state.',
      'Please provide your ZIP code.',
      'Please select at least one team.',
      'You must acknowledge the membership dues requirement.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.calls.some((call) => call.key === routeKey(applyForMembershipRoute))).toBe(false);
    // Focus lands on the first field to fix, which reads its error; the team boxes and the acknowledgement carry theirs.
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveFocus());
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('Please provide your first name.');
    expect(screen.getByLabelText('Villages ID')).toHaveAccessibleDescription(
      'Please provide your Villages ID number. Required: we verify that every member lives in the community.',
    );
    expect(screen.getByLabelText('Costumes')).toHaveAccessibleDescription('Please select at least one team.');
    expect(screen.getByLabelText('I understand that membership requires paying annual dues.')).toHaveAccessibleDescription(
      'You must acknowledge the membership dues requirement.',
    );
  });

  it('links coordinators, toggles team info, submits the spec payload and thanks the applicant', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    const api = stubApi({
      [routeKey(teamsRoute)]: () => Response.json({ success: true, teams: TEAMS }),
      [routeKey(applyForMembershipRoute)]: () => Response.json({ success: true }, { status: 201 }),
    });
    renderJoin();
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Joan Whitaker' })).toHaveAttribute('href', 'mailto:costumes@example.com');
    expect(screen.getByRole('link', { name: 'Contact Leader' })).toHaveAttribute('href', 'mailto:props@example.com');
    await user.click(screen.getByRole('button', { name: 'Info about Ushers' }));
    expect(screen.getByText('Seat people.')).toBeInTheDocument();

    await fillValidForm(user);
    await user.click(screen.getByLabelText('Costumes'));
    await user.click(screen.getByLabelText('Props'));
    await user.click(screen.getByLabelText('I understand that membership requires paying annual dues.'));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Thank you for your application!')).toBeInTheDocument();
    expect(screen.getByText(/You will receive a confirmation email shortly with next steps\./)).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalled();
    expect(screen.getByTestId('live-region-polite')).toHaveTextContent('Application submitted. A confirmation e-mail is on its way.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(api.calls.find((call) => call.key === routeKey(applyForMembershipRoute))?.body).toEqual({
      First_Name: 'Agnes',
      Last_Name: 'Moorhead',
      Email: 'agnes@example.com',
      Mobile: '(352) 555-0101',
      Landline: '',
      Gender: '',
      Villages_ID: 'V-1',
      Street_Address: '1 Bell Ave',
      City: 'The Villages',
      State: 'FL',
      Zip_Code: '32162',
      Teams: 'Costumes, Props',
      Personal_Bio: '',
      Website: '',
    });
  });

  it('holds a honeypot field that no person sees, reaches by Tab or hears from a screen reader', async () => {
    stubApi({ [routeKey(teamsRoute)]: () => Response.json({ success: true, teams: TEAMS }) });
    renderJoin();
    await screen.findByRole('link', { name: 'Joan Whitaker' });
    const trap = screen.getByLabelText('Leave this field empty');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).not.toBeInTheDocument();
  });

  it('falls back to the built-in teams and shows the server message of a refused application', async () => {
    stubApi({
      [routeKey(teamsRoute)]: () => Response.json({ statusCode: 500, message: 'down' }, { status: 500 }),
      [routeKey(applyForMembershipRoute)]: () =>
        Response.json({ statusCode: 409, message: 'An application with this email address is already waiting for review.' }, { status: 409 }),
    });
    renderJoin();
    const user = userEvent.setup();
    expect(
      await screen.findByText('We encountered an issue loading the teams list. Please refresh the page or try again later.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(15 + 1);
    await fillValidForm(user);
    await user.click(screen.getByLabelText('Mic Tech/Dresser'));
    await user.click(screen.getByLabelText('I understand that membership requires paying annual dues.'));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByTestId('join-failure')).toHaveTextContent(/^An application with this email address is already waiting for review\.$/);
  });

  it('states the dues of docs/spec-summary.md §2.9 beside the acknowledgment', async () => {
    stubApi({ [routeKey(teamsRoute)]: () => Response.json({ success: true, teams: TEAMS }) });
    renderJoin();
    expect(
      await screen.findByText('Membership dues: $5.00 annually, payable within 14 days of submitting or the application is removed.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['an answer without success', () => Response.json({ success: false, message: 'ignored' })],
    ['a server error without a message', () => new Response('', { status: 502 })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows the generic failure alert for %s', async (_case, answer) => {
    stubApi({ [routeKey(teamsRoute)]: () => Response.json({ success: true, teams: TEAMS }), [routeKey(applyForMembershipRoute)]: answer });
    renderJoin();
    const user = userEvent.setup();
    await screen.findByLabelText('Costumes');
    await fillValidForm(user);
    await user.click(screen.getByLabelText('Costumes'));
    await user.click(screen.getByLabelText('I understand that membership requires paying annual dues.'));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByTestId('join-failure')).toHaveTextContent(/^There was an error submitting your application\. Please try again\.$/);
    expect(screen.getByTestId('live-region-assertive')).toHaveTextContent(/^There was an error submitting your application\. Please try again\.$/);
    expect(screen.queryByText('Thank you for your application!')).not.toBeInTheDocument();
  });
});

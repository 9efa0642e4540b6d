import {
  THEATER_TIME_ZONE,
  routeKey,
  routeUrl,
  emailLogsRoute,
  emailStatsRoute,
  emailTimelineRoute,
  eventsPreviewRoute,
  schedulerSettingsRoute,
  schedulerStatusRoute,
  toggleSchedulerRoute,
} from '@greenroom/contracts';
import { clearSession, signIn, theaterDay } from '@greenroom/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberFixture, renderScreen, stubApi } from '@greenroom/testing';
import { ACCESS_NOTE, EmailManagementScreen } from './EmailManagementScreen';

const STATUS = {
  daily: false,
  dailyTime: '7:00 AM',
  dailyAt: '07:00',
  weekly: true,
  weeklyTime: '7:00 AM',
  weeklyDay: 'Monday',
  weeklyAt: '07:00',
  weeklyWeekday: 1,
  timeZone: THEATER_TIME_ZONE,
  dailySubscribers: 38,
  weeklySubscribers: 12,
  dailyNext: 'Thursday, November 26, 2026 at 7:00 AM',
  weeklyNext: 'Monday, November 30, 2026 at 7:00 AM',
  companyEmail: 'office@greenroom.test',
};
const NO_MAIL = { from: '2026-08-29', to: '2026-11-26', timeZone: THEATER_TIME_ZONE, days: [] };
/** Statistics, the mail timeline and logs of a portal whose digests never ran. */
const NOTHING_RUN_YET = {
  [routeKey(emailStatsRoute)]: () =>
    Response.json({
      daily: { lastRun: null, recipients: 0, failed: 0, status: null },
      weekly: { lastRun: null, recipients: 0, failed: 0, status: null },
    }),
  [routeKey(emailTimelineRoute)]: () => Response.json(NO_MAIL),
  [routeKey(emailLogsRoute)]: () => Response.json({ logs: [] }),
};

describe('EmailManagementScreen', () => {
  beforeEach(() => clearSession());

  it('shows nothing but the notice when the server refuses the member', async () => {
    signIn(memberFixture({ isAdmin: true }), 'tok');
    stubApi({ [routeKey(schedulerStatusRoute)]: () => Response.json({ statusCode: 403, message: 'no' }, { status: 403 }) });
    renderScreen(<EmailManagementScreen />);
    expect(await screen.findByText('This section requires admin privileges.')).toBeInTheDocument();
    expect(screen.queryByText('Email Scheduling')).not.toBeInTheDocument();
  });

  it('verifies the admin, toggles a digest, checks the test recipient and shows stats and logs', async () => {
    signIn(memberFixture({ Email: 'admin@example.com', Portal_Permission: 'Admin' }), 'tok');
    // The theater's today (the Test Date's default), not the device's: the two differ late in the theater's evening.
    const today = theaterDay(new Date());
    stubApi({
      [routeKey(schedulerStatusRoute)]: () => Response.json(STATUS),
      [`GET ${routeUrl(eventsPreviewRoute, undefined, { date: today })}`]: () =>
        Response.json({
          events: [{ ID: '1', Title: 'Rehearsal', StartTime: 'Tue 9:00 AM', EndTime: '', Description: '', Location: 'Hall', Category: 'Rehearsal' }],
        }),
      [routeKey(toggleSchedulerRoute)]: () =>
        Response.json({ status: { ...STATUS, daily: true }, message: 'Daily email scheduler enabled successfully.' }),
      [routeKey(emailStatsRoute)]: () =>
        Response.json({
          daily: { lastRun: null, recipients: 0, failed: 0, status: null },
          weekly: { lastRun: '2026-11-16T12:00:00.000Z', recipients: 12, failed: 0, status: 'Success' },
        }),
      [routeKey(emailTimelineRoute)]: () => Response.json(NO_MAIL),
      [routeKey(emailLogsRoute)]: () =>
        Response.json({
          logs: [
            { type: 'daily', runs: [] },
            { type: 'weekly', runs: [{ text: '[Success] weekly run', campaignId: '47f28b54-32d9-4c1e-9a55-0c2f4b1d8e10' }] },
            { type: 'test', runs: [] },
          ],
        }),
    });
    renderScreen(<EmailManagementScreen />);
    expect(await screen.findByText(ACCESS_NOTE)).toBeInTheDocument();
    expect(screen.getByText('Daily Email Service is INACTIVE')).toBeInTheDocument();
    expect(screen.getByText('Weekly Email Service is ACTIVE')).toBeInTheDocument();
    expect(screen.getByText('Scheduled to send at 7:00 AM each Monday')).toBeInTheDocument();
    expect(await screen.findByText(/^Found 1 event for [A-Z][a-z]{2} \d{1,2}, \d{4}:$/)).toBeInTheDocument();
    expect(await screen.findAllByText('Never')).toHaveLength(2);
    expect(screen.getAllByText('Not run yet')[0]).toHaveClass('bg-secondary');
    expect(screen.getByText('No logs available for the selected type.')).toBeInTheDocument();
    expect(await screen.findByText('No e-mail was sent in the last 90 days.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Log type'), 'weekly');
    expect(screen.getByTestId('email-log-viewer')).toHaveTextContent('[Success] weekly run');
    // The campaign id is there for a developer, folded under Technical details (issue 36).
    expect(screen.getByText(/^Campaign/)).not.toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Enable Daily' }));
    const confirm = await screen.findByRole('dialog', { name: 'Start the daily e-mail?' });
    expect(confirm).toHaveTextContent(
      'The daily event e-mail will go to 38 members every day at 7:00 AM. The first one goes out on Thursday, November 26, 2026 at 7:00 AM.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, start daily e-mails' }));
    expect(await screen.findByText('Daily email scheduler enabled successfully.')).toBeInTheDocument();
    expect(screen.getByText('Scheduled to send at 7:00 AM each day')).toBeInTheDocument();

    // docs/spec-summary.md §2.9: prefilled with the company's address from the server's settings, not the admin's own.
    expect(screen.getByLabelText('Test Recipient')).toHaveValue('office@greenroom.test');
    await userEvent.clear(screen.getByLabelText('Test Recipient'));
    await userEvent.click(screen.getByRole('button', { name: 'Send Test Email' }));
    expect(screen.getByText('Please enter a recipient email address.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Test Recipient')).toHaveFocus());
    expect(screen.getByLabelText('Test Recipient')).toHaveAccessibleDescription('Please enter a recipient email address.');
  });

  it('says "An error occurred while updating the scheduler." when the server cannot be reached, and its own message when it answers', async () => {
    signIn(memberFixture({ Portal_Permission: 'Admin' }), 'tok');
    let toggle: () => Response = () => {
      throw new TypeError('Failed to fetch');
    };
    stubApi({
      [routeKey(schedulerStatusRoute)]: () => Response.json(STATUS),
      [routeKey(toggleSchedulerRoute)]: () => toggle(),
      ...NOTHING_RUN_YET,
    });
    renderScreen(<EmailManagementScreen />);
    const disable = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Disable Weekly' }));
      const confirm = await screen.findByRole('dialog', { name: 'Stop the weekly e-mail?' });
      expect(confirm).toHaveTextContent(
        'The weekly event e-mail will stop going to the 12 members subscribed to it. They stay subscribed, and it starts again when you enable it.',
      );
      await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, stop weekly e-mails' }));
    };
    await disable();
    expect(await screen.findByText('An error occurred while updating the scheduler.')).toBeInTheDocument();
    toggle = () => Response.json({ statusCode: 503, message: 'The scheduler is not running' }, { status: 503 });
    await disable();
    expect(await screen.findByText('The scheduler is not running')).toBeInTheDocument();
  });

  it('keeps the question in its own words while the dialog closes (no "Start…" flashing over a Stop)', async () => {
    signIn(memberFixture({ Portal_Permission: 'Admin' }), 'tok');
    stubApi({ [routeKey(schedulerStatusRoute)]: () => Response.json(STATUS), ...NOTHING_RUN_YET });
    renderScreen(<EmailManagementScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Disable Weekly' }));
    const confirm = await screen.findByRole('dialog', { name: 'Stop the weekly e-mail?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveTextContent('Stop the weekly e-mail?');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(confirm).toHaveTextContent('Stop the weekly e-mail?');
  });

  it("moves the weekly e-mail to another day and time on the theater's clock", async () => {
    signIn(memberFixture({ Portal_Permission: 'Admin' }), 'tok');
    const moved = { ...STATUS, weeklyAt: '18:30', weeklyTime: '6:30 PM', weeklyWeekday: 4, weeklyDay: 'Thursday' };
    const api = stubApi({
      [routeKey(schedulerStatusRoute)]: () => Response.json(STATUS),
      [routeKey(schedulerSettingsRoute)]: () =>
        Response.json({ status: moved, message: 'The weekly e-mail now goes out at 6:30 PM every Thursday.' }),
      ...NOTHING_RUN_YET,
    });
    renderScreen(<EmailManagementScreen />);
    const weekly = await screen.findByRole('form', { name: 'When the weekly e-mail goes out' });
    expect(within(weekly).getByLabelText('Day it goes out')).toHaveDisplayValue('Monday');
    expect(within(weekly).getByLabelText('Time it goes out (Eastern Time)')).toHaveDisplayValue('7:00 AM');
    await userEvent.selectOptions(within(weekly).getByLabelText('Day it goes out'), 'Thursday');
    await userEvent.selectOptions(within(weekly).getByLabelText('Time it goes out (Eastern Time)'), '6:30 PM');
    await userEvent.click(within(weekly).getByRole('button', { name: 'Save the day and time' }));
    expect(await screen.findByText('The weekly e-mail now goes out at 6:30 PM every Thursday.')).toBeInTheDocument();
    expect(screen.getByText('Scheduled to send at 6:30 PM each Thursday')).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === routeKey(schedulerSettingsRoute))?.body).toEqual({ type: 'weekly', time: '18:30', weekday: 4 });
  });

  it('shows a digest run whose sends failed with the count actually sent and the failures', async () => {
    signIn(memberFixture({ Portal_Permission: 'Admin' }), 'tok');
    stubApi({
      [routeKey(schedulerStatusRoute)]: () => Response.json(STATUS),
      [routeKey(emailStatsRoute)]: () =>
        Response.json({
          daily: { lastRun: '2026-11-16T12:00:00.000Z', recipients: 38, failed: 2, status: 'Failed' },
          weekly: { lastRun: null, recipients: 0, failed: 0, status: null },
        }),
      [routeKey(emailTimelineRoute)]: () => Response.json(NO_MAIL),
      [routeKey(emailLogsRoute)]: () => Response.json({ logs: [] }),
    });
    renderScreen(<EmailManagementScreen />);
    const daily = (await screen.findByRole('cell', { name: 'Daily' })).closest('tr') as HTMLElement;
    expect(await within(daily).findByRole('cell', { name: '38' })).toBeInTheDocument();
    expect(within(daily).getByText('Failed')).toHaveClass('bg-danger');
    expect(within(daily).getByText('2 failed (see the logs)')).toBeInTheDocument();
  });
});

import { calendarFeedLinkRoute, calendarFeedStatusRoute, renewCalendarFeedRoute, revokeCalendarFeedRoute, routeKey } from '@greenroom/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@greenroom/testing';
import { signInAs } from '../../../test-support/sign-in-as';
import { stubCalendarApi } from '../../../test-support/stub-calendar-api';
import { EventCalendarScreen } from './EventCalendarScreen';

const URL = 'http://portal.test/api/calendar-feed/abc/calendar.ics';

describe('Subscribe', () => {
  it('gives a member a private link once, as an https and a webcal address, and can turn it off', async () => {
    signInAs('Member');
    let active = false;
    const { calls } = stubCalendarApi({
      [routeKey(calendarFeedStatusRoute)]: () =>
        Response.json({ active, createdAt: active ? '2026-11-22T00:00:00.000Z' : null, lastFetchedAt: null, canShowAgain: active }),
      [routeKey(renewCalendarFeedRoute)]: () => {
        active = true;
        return Response.json({ url: URL }, { status: 201 });
      },
      [routeKey(revokeCalendarFeedRoute)]: () => {
        active = false;
        return Response.json({ active: false, createdAt: null, lastFetchedAt: null, canShowAgain: false });
      },
    });
    renderScreen(<EventCalendarScreen />, '/event-calendar');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create my link' }));
    expect(await screen.findByDisplayValue(URL)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open in my calendar app' })).toHaveAttribute(
      'href',
      'webcal://portal.test/api/calendar-feed/abc/calendar.ics',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Turn off my link' }));
    expect(await screen.findByRole('button', { name: 'Create my link' })).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(
      expect.arrayContaining([routeKey(renewCalendarFeedRoute), routeKey(revokeCalendarFeedRoute)]),
    );
  });

  it('asks before a new link replaces the one a calendar app reads, and says when that app last fetched it', async () => {
    signInAs('Member');
    const { calls } = stubCalendarApi({
      [routeKey(calendarFeedStatusRoute)]: () =>
        Response.json({
          active: true,
          createdAt: '2026-11-20T17:00:00.000Z',
          // 27 November at 10:42 PM on the theater's clock (Eastern), whatever zone the test machine is in.
          lastFetchedAt: '2026-11-28T03:42:00.000Z',
          canShowAgain: false,
        }),
      [routeKey(renewCalendarFeedRoute)]: () => Response.json({ url: URL }, { status: 201 }),
    });
    renderScreen(<EventCalendarScreen />, '/event-calendar');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/Your current link was made on November 20, 2026/)).toBeInTheDocument();
    expect(screen.getByText(/A calendar app last fetched it on November 27, 2026 at 10:42\sPM/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'On an iPad or iPhone' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Make a new link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Make a new link?' });
    expect(confirm).toHaveTextContent('Your calendar app will stop updating until you add the new link.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Make a new link' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Make a new link?' })).getByRole('button', { name: 'Make a new link' }));
    expect(await screen.findByDisplayValue(URL)).toBeInTheDocument();
  });

  it('shows the same link again, after asking, so a member can subscribe on another device without a new link', async () => {
    signInAs('Member');
    const { calls } = stubCalendarApi({
      [routeKey(calendarFeedStatusRoute)]: () =>
        Response.json({ active: true, createdAt: '2026-11-20T17:00:00.000Z', lastFetchedAt: '2026-11-24T20:40:00.000Z', canShowAgain: true }),
      [routeKey(calendarFeedLinkRoute)]: () => Response.json({ url: URL }),
    });
    renderScreen(<EventCalendarScreen />, '/event-calendar');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add to another device' }));
    const confirm = await screen.findByRole('dialog', { name: 'Show your calendar link?' });
    expect(confirm).toHaveTextContent('Your calendar app keeps updating');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Show my link' }));
    expect(await screen.findByDisplayValue(URL)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open in my calendar app' })).toHaveAttribute(
      'href',
      'webcal://portal.test/api/calendar-feed/abc/calendar.ics',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

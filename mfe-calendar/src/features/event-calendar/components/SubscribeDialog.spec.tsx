import { screen } from '@testing-library/react';
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
      'GET /api/calendar-feed': () => Response.json({ active, createdAt: active ? '2026-11-22T00:00:00.000Z' : null }),
      'POST /api/calendar-feed': () => {
        active = true;
        return Response.json({ url: URL }, { status: 201 });
      },
      'DELETE /api/calendar-feed': () => {
        active = false;
        return Response.json({ active: false, createdAt: null });
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
      expect.arrayContaining(['POST /api/calendar-feed', 'DELETE /api/calendar-feed']),
    );
  });
});

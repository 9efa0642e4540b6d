import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs, stubApi } from '../../../test/api-stub';
import { renderWithClient } from '../../../test/render';
import { EventCalendarScreen } from './EventCalendarScreen';

const URL = 'http://portal.test/api/calendar-feed/abc/calendar.ics';

describe('Subscribe', () => {
  it('gives a member a private link once, as an https and a webcal address, and can turn it off', async () => {
    signInAs('Member');
    let active = false;
    const calls = stubApi(({ method, url }) => {
      if (url === '/api/calendar-categories') return { body: { categories: [] } };
      if (url.startsWith('/api/calendar-data')) return { body: { records: [] } };
      if (url === '/api/calendar-feed' && method === 'GET') return { body: { active, createdAt: active ? '2026-11-22T00:00:00.000Z' : null } };
      if (url === '/api/calendar-feed' && method === 'POST') {
        active = true;
        return { status: 201, body: { url: URL } };
      }
      if (url === '/api/calendar-feed' && method === 'DELETE') {
        active = false;
        return { body: { active: false, createdAt: null } };
      }
      return undefined;
    });
    renderWithClient(<EventCalendarScreen />, '/event-calendar');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create my link' }));
    expect(await screen.findByDisplayValue(URL)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open in my calendar app' })).toHaveAttribute('href', 'webcal://portal.test/api/calendar-feed/abc/calendar.ics');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off my link' }));
    expect(await screen.findByRole('button', { name: 'Create my link' })).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(expect.arrayContaining(['POST /api/calendar-feed', 'DELETE /api/calendar-feed']));
  });
});

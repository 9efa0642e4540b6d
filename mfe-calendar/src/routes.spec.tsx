import { screen } from '@testing-library/react';
import { itRoutesTheScreens, renderScreen, stubApi } from '@greenroom/testing';
import CalendarRoutes from './routes';
import { signInAs } from './test-support/sign-in-as';

describe('CalendarRoutes', () => {
  beforeEach(() => {
    signInAs('Leader');
    stubApi({
      'GET /api/calendar-categories': () => Response.json({ categories: [] }),
      'GET /api/calendar-data': () => Response.json({ records: [] }),
    });
  });

  itRoutesTheScreens(CalendarRoutes, [
    ['/event-calendar', 'Event Calendar', 'screen-event-calendar'],
    ['/new-event', 'Event Calendar', 'screen-event-calendar'],
    ['/edit-event', 'Event Calendar', 'screen-event-calendar'],
  ]);

  it('opens the Add New Event dialog over the calendar at /new-event', async () => {
    renderScreen(<CalendarRoutes />, '/new-event');
    expect(await screen.findByRole('dialog', { name: /Add New Event/ })).toBeInTheDocument();
  });
});

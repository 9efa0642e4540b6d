import { screen } from '@testing-library/react';
import { itRoutesTheScreens, renderScreen } from '@greenroom/testing';
import CalendarRoutes from './routes';
import { signInAs } from './test-support/sign-in-as';
import { stubCalendarApi } from './test-support/stub-calendar-api';

describe('CalendarRoutes', () => {
  beforeEach(() => {
    signInAs('Leader');
    stubCalendarApi();
  });

  itRoutesTheScreens(CalendarRoutes, [
    ['/event-calendar', 'Event Calendar', 'screen-event-calendar'],
    ['/new-event', 'Event Calendar', 'screen-event-calendar'],
    ['/edit-event', 'Event Calendar', 'screen-event-calendar'],
    ['/calendar-categories', 'Calendar Categories', 'screen-calendar-categories'],
  ]);

  it('opens the Add New Event dialog over the calendar at /new-event', async () => {
    renderScreen(<CalendarRoutes />, '/new-event');
    expect(await screen.findByRole('dialog', { name: /Add New Event/ })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import CalendarRoutes from './routes';
import { signInAs, stubApi } from './test/api-stub';
import { renderWithClient } from './test/render';

describe('CalendarRoutes', () => {
  beforeEach(() => {
    signInAs('Leader');
    stubApi(({ url }) => (url === '/api/calendar-categories' ? { body: { categories: [] } } : url.startsWith('/api/calendar-data') ? { body: { records: [] } } : undefined));
  });

  it.each([
    ['/event-calendar', 'Event Calendar', 'screen-event-calendar'],
    ['/new-event', 'Event Calendar', 'screen-event-calendar'],
    ['/edit-event', 'Event Calendar', 'screen-event-calendar'],
  ])('renders %s with the heading "%s"', (path, heading, testId) => {
    renderWithClient(<CalendarRoutes />, path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByTestId(testId)).toBeInTheDocument();
  });

  it('opens the Add New Event dialog over the calendar at /new-event', async () => {
    renderWithClient(<CalendarRoutes />, '/new-event');
    expect(await screen.findByRole('dialog', { name: /Add New Event/ })).toBeInTheDocument();
  });

  it('renders nothing of its own at a path it does not own', () => {
    const { container } = renderWithClient(<CalendarRoutes />, '/not-a-screen');
    expect(container).toBeEmptyDOMElement();
  });
});

import { calendarCategoriesRoute, eventsAtAGlanceRoute, routeKey, routeUrl } from '@greenroom/contracts';
import { screen } from '@testing-library/react';
import EventsAtAGlance from '../../../expose/EventsAtAGlance';
import { theaterInstant } from '@greenroom/sdk';
import { renderScreen, stubApi } from '@greenroom/testing';
import { signInAs } from '../../../test-support/sign-in-as';

const start = theaterInstant('2031-03-04', '14:00').getTime() / 1000;

describe('EventsAtAGlance widget', () => {
  beforeEach(() => signInAs('Member'));

  it('lists the upcoming events: short start, end time, title, category, location and details', async () => {
    const { calls } = stubApi({
      [routeKey(eventsAtAGlanceRoute)]: () =>
        Response.json({
          records: [
            {
              id: 'e1',
              StartDateTime: start,
              EndDateTime: start + 7200,
              Title: 'Workshop',
              Category: 'Workshop',
              Location: 'Main stage',
              Details: 'Stage makeup',
            },
          ],
        }),
      [routeKey(calendarCategoriesRoute)]: () => Response.json({ categories: [] }),
    });
    renderScreen(<EventsAtAGlance />);
    expect(screen.getByRole('heading', { level: 2, name: 'Events At A Glance' })).toBeInTheDocument();
    expect(await screen.findByText('Tue, Mar 4, 2:00 PM - 4:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Stage makeup')).toHaveClass('fst-italic');
    expect(screen.getByText('Main stage')).toBeInTheDocument();
    expect(calls[0].url).toBe(`${routeUrl(eventsAtAGlanceRoute)}?daysOut=30&limit=8`);
  });

  it("marks the theater's own events and links them to their page", async () => {
    stubApi({
      [routeKey(eventsAtAGlanceRoute)]: () =>
        Response.json({
          records: [
            {
              id: 'play-reading-r1',
              StartDateTime: start,
              EndDateTime: start + 7200,
              Title: 'Play Reading: Harvey',
              Category: 'Play reading',
              Location: null,
              Details: null,
              Page: { kind: 'play-reading', path: '/play-reading' },
            },
          ],
        }),
      [routeKey(calendarCategoriesRoute)]: () => Response.json({ categories: [] }),
    });
    renderScreen(<EventsAtAGlance />);
    expect(await screen.findByRole('link', { name: 'Play Reading: Harvey' })).toHaveAttribute('href', '/play-reading');
    expect(screen.getByText('Play reading')).toBeInTheDocument();
  });

  it("shows an event without a title as 'Untitled Event' (docs/spec-summary.md §2.3)", async () => {
    stubApi({
      [routeKey(eventsAtAGlanceRoute)]: () =>
        Response.json({
          records: [{ id: 'e1', StartDateTime: start, EndDateTime: null, Title: ' ', Category: 'Workshop', Location: null, Details: null }],
        }),
      [routeKey(calendarCategoriesRoute)]: () => Response.json({ categories: [] }),
    });
    renderScreen(<EventsAtAGlance />);
    expect(await screen.findByText('Untitled Event')).toBeInTheDocument();
  });

  it('says there is nothing upcoming when the call fails (the failure is only logged)', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = () => Response.json({ statusCode: 500, message: 'down' }, { status: 500 });
    stubApi({ [routeKey(eventsAtAGlanceRoute)]: down, [routeKey(calendarCategoriesRoute)]: down });
    renderScreen(<EventsAtAGlance />);
    expect(await screen.findByText('No upcoming events found.')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

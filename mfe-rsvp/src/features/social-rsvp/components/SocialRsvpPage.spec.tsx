import {
  type Attendee,
  type RsvpEventResponse,
  routeKey,
  routeUrl,
  holidayAttendeesRoute,
  rsvpEventRoute,
  updateHolidayRsvpRoute,
} from '@greenroom/contracts';
import { clearSession, getSession, signIn } from '@greenroom/sdk';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberFixture, itAsksToSignInFirst, renderScreen, stubApi } from '@greenroom/testing';
import RsvpRoutes from '../../../routes';
import { RSVP_SAVE_FAILURES } from '../../../common/rsvp-save-failures.fixture';

const eventResponse = (attending: boolean | null): RsvpEventResponse => ({
  event: {
    key: 'holiday-party',
    title: 'Holiday Party',
    eventDate: '2025-12-05',
    timeText: 'Doors open at 1:30 PM',
    location: 'Savannah Recreation Center',
    rsvpBy: '2025-11-15',
    details: 'Music and food.',
    season: 2025,
    version: 1,
    startsOn: '2025-04-20',
    endsOn: '2025-12-01',
  },
  attending,
});

const attendee = (first: string, last: string): Attendee => ({ First_Name: first, Last_Name: last, Email: `${first.toLowerCase()}@example.com` });

describe('Holiday Party RSVP', () => {
  beforeEach(() => clearSession());

  itAsksToSignInFirst(
    'asks to log in again without a member, and calls nothing',
    RsvpRoutes,
    '/holiday-party',
    'User information is missing. Please log in again.',
  );

  it('shows the event from data and the attendees in three columns', async () => {
    stubApi({
      [`GET ${routeUrl(rsvpEventRoute, { key: 'holiday-party' })}`]: () => Response.json(eventResponse(null)),
      [routeKey(holidayAttendeesRoute)]: () =>
        Response.json({
          attendees: ['Ann Adams', 'Bob Baker', 'Cy Cole', 'Di Dunn'].map((name) => attendee(...(name.split(' ') as [string, string]))),
        }),
    });
    signIn(memberFixture(), 'tok');
    renderScreen(<RsvpRoutes />, '/holiday-party');
    expect(await screen.findByRole('heading', { level: 2, name: 'Holiday Party' })).toBeInTheDocument();
    expect(screen.getByText('Friday, December 5, 2025')).toBeInTheDocument();
    expect(screen.getByText('Please RSVP by Saturday, November 15, 2025.')).toBeInTheDocument();
    // The page takes answers until its window ends: it says so rather than show only the earlier deadline.
    expect(
      screen.getByText(/You can still answer or change your answer until Monday, December 1, 2025; after that day this page closes\./),
    ).toBeInTheDocument();
    const list = await screen.findByTestId('attendee-list');
    expect(
      within(list)
        .getAllByRole('list')
        .map((column) =>
          within(column)
            .queryAllByRole('listitem')
            .map((item) => item.textContent),
        ),
    ).toEqual([['Ann Adams', 'Bob Baker'], ['Cy Cole'], ['Di Dunn']]);
  });

  it('saves Yes, stores the returned member, confirms, reloads the list, and skips an unchanged answer', async () => {
    const user = userEvent.setup();
    let attendees: Attendee[] = [];
    const saved = memberFixture({ Teams: ['Ushers'] });
    const api = stubApi({
      [`GET ${routeUrl(rsvpEventRoute, { key: 'holiday-party' })}`]: () => Response.json(eventResponse(null)),
      [routeKey(holidayAttendeesRoute)]: () => Response.json({ attendees }),
      [routeKey(updateHolidayRsvpRoute)]: () => {
        attendees = [attendee('Margaret', 'Hale')];
        return Response.json({ member: saved, attending: true, changed: true });
      },
    });
    signIn(memberFixture(), 'tok');
    renderScreen(<RsvpRoutes />, '/holiday-party');
    await user.click(await screen.findByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Your RSVP has been updated.')).toBeInTheDocument();
    expect(screen.getByTestId('rsvp-confirmation')).toHaveTextContent("You're attending the Holiday Party.");
    expect(await screen.findByText('Margaret Hale')).toBeInTheDocument();
    expect(getSession().member?.Teams).toEqual(['Ushers']);
    expect(api.calls.find((call) => call.key === routeKey(updateHolidayRsvpRoute))?.body).toEqual({ email: 'margaret@example.com', attending: true });

    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(api.calls.filter((call) => call.key === routeKey(updateHolidayRsvpRoute))).toHaveLength(1);
  });

  it("shows the server's message when the save fails", async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET ${routeUrl(rsvpEventRoute, { key: 'holiday-party' })}`]: () => Response.json(eventResponse(true)),
      [routeKey(holidayAttendeesRoute)]: () => Response.json({ attendees: [] }),
      [routeKey(updateHolidayRsvpRoute)]: () => Response.json({ statusCode: 403, message: 'This feature is no longer available.' }, { status: 403 }),
    });
    signIn(memberFixture(), 'tok');
    renderScreen(<RsvpRoutes />, '/holiday-party');
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(await screen.findByText('This feature is no longer available.')).toBeInTheDocument();
    expect(screen.getByTestId('rsvp-confirmation')).toHaveTextContent("You're attending the Holiday Party.");
  });

  it.each(RSVP_SAVE_FAILURES)('falls back to the spec text on %s', async (_case, answer, text) => {
    const user = userEvent.setup();
    stubApi({
      [`GET ${routeUrl(rsvpEventRoute, { key: 'holiday-party' })}`]: () => Response.json(eventResponse(true)),
      [routeKey(holidayAttendeesRoute)]: () => Response.json({ attendees: [] }),
      [routeKey(updateHolidayRsvpRoute)]: answer,
    });
    signIn(memberFixture(), 'tok');
    renderScreen(<RsvpRoutes />, '/holiday-party');
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('offers the CSV export only to admins', async () => {
    stubApi({
      [`GET ${routeUrl(rsvpEventRoute, { key: 'holiday-party' })}`]: () => Response.json(eventResponse(null)),
      [routeKey(holidayAttendeesRoute)]: () => Response.json({ attendees: [] }),
    });
    signIn(memberFixture({ Portal_Permission: 'Leader' }), 'tok');
    const { unmount } = renderScreen(<RsvpRoutes />, '/holiday-party');
    await screen.findByRole('heading', { level: 2, name: 'Holiday Party' });
    expect(screen.queryByRole('button', { name: 'Download attendee list (CSV)' })).not.toBeInTheDocument();
    unmount();
    signIn(memberFixture({ Portal_Permission: 'Admin' }), 'tok');
    renderScreen(<RsvpRoutes />, '/holiday-party');
    expect(await screen.findByRole('button', { name: 'Download attendee list (CSV)' })).toBeInTheDocument();
  });

  it('waits the 3 seconds before hiding the success message', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      stubApi({
        [`GET ${routeUrl(rsvpEventRoute, { key: 'holiday-party' })}`]: () => Response.json(eventResponse(null)),
        [routeKey(holidayAttendeesRoute)]: () => Response.json({ attendees: [] }),
        [routeKey(updateHolidayRsvpRoute)]: () => Response.json({ member: memberFixture(), attending: false, changed: true }),
      });
      signIn(memberFixture(), 'tok');
      renderScreen(<RsvpRoutes />, '/holiday-party');
      await user.click(await screen.findByRole('button', { name: 'No' }));
      expect(await screen.findByText('Your RSVP has been updated.')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(3100));
      await waitFor(() => expect(screen.queryByText('Your RSVP has been updated.')).not.toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
  });
});

import {
  staleVersionMessage,
  type RsvpEventResponse,
  routeKey,
  routeUrl,
  holidayAttendeesRoute,
  rsvpEventRoute,
  rsvpSeasonsRoute,
  seasonAttendeesRoute,
  startNextSeasonRoute,
  updateRsvpEventRoute,
} from '@greenroom/contracts';
import { clearSession, signIn } from '@greenroom/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberFixture, renderScreen, stubApi } from '@greenroom/testing';
import RsvpRoutes from '../../../routes';

const response = (key: 'holiday-party' | 'may-social', title: string): RsvpEventResponse => ({
  event: {
    key,
    title,
    eventDate: '2025-12-05',
    timeText: '2:00 PM',
    location: 'Hall',
    rsvpBy: '2025-11-15',
    details: '',
    season: 2025,
    version: 1,
    startsOn: '2025-04-20',
    endsOn: '2025-12-01',
  },
  attending: null,
});

describe('RSVP Event Settings', () => {
  beforeEach(() => clearSession());

  it('is restricted to admins', () => {
    stubApi({});
    signIn(memberFixture({ Portal_Permission: 'Board' }), 'tok');
    renderScreen(<RsvpRoutes />, '/rsvp-settings');
    expect(screen.getByText('Access Restricted')).toBeInTheDocument();
  });

  it("saves next season's window and refuses a window that ends before it starts", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${routeUrl(rsvpEventRoute, { key: 'holiday-party' })}`]: () => Response.json(response('holiday-party', 'Holiday Party')),
      [`GET ${routeUrl(rsvpEventRoute, { key: 'may-social' })}`]: () => Response.json(response('may-social', 'May Social')),
      [`PUT ${routeUrl(updateRsvpEventRoute, { key: 'holiday-party' })}`]: (body) =>
        Response.json({ key: 'holiday-party', season: 2025, ...(body as object) }),
    });
    signIn(memberFixture({ Portal_Permission: 'Admin' }), 'tok');
    const { container } = renderScreen(<RsvpRoutes />, '/rsvp-settings');
    await screen.findByRole('button', { name: 'Save Holiday Party' });
    const closes = container.querySelector<HTMLInputElement>('#holiday-party-endsOn')!;
    await user.clear(closes);
    await user.type(closes, '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Save Holiday Party' }));
    expect(await screen.findByText('The window must end on or after its first day.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.key.startsWith('PUT'))).toBe(false);

    await user.clear(closes);
    await user.type(closes, '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Save Holiday Party' }));
    expect(await screen.findByText(/Saved\./)).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === `PUT ${routeUrl(updateRsvpEventRoute, { key: 'holiday-party' })}`)?.body).toMatchObject({
      startsOn: '2025-04-20',
      endsOn: '2026-12-01',
      version: 1,
    });
  });

  it('says beside Save that someone else saved the settings first, keeps the typing, and reloads theirs on Reload', async () => {
    const user = userEvent.setup();
    let party = response('holiday-party', 'Holiday Party');
    const conflict = staleVersionMessage('event', ['Location']);
    stubApi({
      [`GET ${routeUrl(rsvpEventRoute, { key: 'holiday-party' })}`]: () => Response.json(party),
      [`GET ${routeUrl(rsvpEventRoute, { key: 'may-social' })}`]: () => Response.json(response('may-social', 'May Social')),
      [`PUT ${routeUrl(updateRsvpEventRoute, { key: 'holiday-party' })}`]: () => {
        party = { ...party, event: { ...party.event, timeText: '3:00 PM', version: 2 } };
        return Response.json({ statusCode: 409, message: conflict }, { status: 409 });
      },
    });
    signIn(memberFixture({ Portal_Permission: 'Admin' }), 'tok');
    renderScreen(<RsvpRoutes />, '/rsvp-settings');
    const form = await screen.findByRole('form', { name: 'Holiday Party settings' });
    await user.clear(within(form).getByLabelText('Location'));
    await user.type(within(form).getByLabelText('Location'), 'Savannah Center');
    await user.click(within(form).getByRole('button', { name: 'Save Holiday Party' }));
    expect(await within(form).findByText(conflict)).toBeInTheDocument();
    expect(within(form).getByLabelText('Location')).toHaveValue('Savannah Center');
    await user.click(within(form).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(form).getByLabelText('Time (as members should read it)')).toHaveValue('3:00 PM'));
    expect(within(form).getByLabelText('Location')).toHaveValue('Hall');
  });

  it("warns that last season's page is closed, since when, and shows that event's attendees", async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET ${routeUrl(rsvpEventRoute, { key: 'holiday-party' })}`]: () => Response.json(response('holiday-party', 'Holiday Party')),
      [`GET ${routeUrl(rsvpEventRoute, { key: 'may-social' })}`]: () => Response.json(response('may-social', 'May Social')),
      [routeKey(holidayAttendeesRoute)]: () => Response.json({ attendees: [{ First_Name: 'Ada', Last_Name: 'Lee', Email: 'ada@example.com' }] }),
    });
    signIn(memberFixture({ Portal_Permission: 'Admin' }), 'tok');
    renderScreen(<RsvpRoutes />, '/rsvp-settings');
    const notices = await screen.findAllByTestId('closed-event-notice');
    expect(notices[0]).toHaveTextContent(
      'The RSVP page has been closed since Monday, December 1, 2025 (its last open day), and the event on Friday, December 5, 2025 is over.',
    );
    await user.click(screen.getAllByRole('button', { name: 'Show the attendee list' })[0]);
    expect(await screen.findByText('Ada Lee')).toBeInTheDocument();
  });

  it("starts next season's party after a second click, and keeps the earlier season's list readable", async () => {
    const user = userEvent.setup();
    let current = response('holiday-party', 'Holiday Party');
    const api = stubApi({
      [`GET ${routeUrl(rsvpEventRoute, { key: 'holiday-party' })}`]: () => Response.json(current),
      [`GET ${routeUrl(rsvpEventRoute, { key: 'may-social' })}`]: () => Response.json(response('may-social', 'May Social')),
      [`GET ${routeUrl(rsvpSeasonsRoute, { key: 'holiday-party' })}`]: () =>
        Response.json({
          seasons:
            current.event.season === 2026
              ? [
                  { season: 2026, title: 'Holiday Party', eventDate: '2026-12-05', attending: 0, current: true },
                  { season: 2025, title: 'Holiday Party', eventDate: '2025-12-05', attending: 1, current: false },
                ]
              : [{ season: 2025, title: 'Holiday Party', eventDate: '2025-12-05', attending: 1, current: true }],
        }),
      [`GET ${routeUrl(rsvpSeasonsRoute, { key: 'may-social' })}`]: () => Response.json({ seasons: [] }),
      [`POST ${routeUrl(startNextSeasonRoute, { key: 'holiday-party' })}`]: () => {
        current = {
          event: { ...current.event, season: 2026, eventDate: '2026-12-05', rsvpBy: '2026-11-15', startsOn: '2026-04-20', endsOn: '2026-12-01' },
          attending: null,
        };
        return Response.json(current.event, { status: 201 });
      },
      [`GET ${routeUrl(seasonAttendeesRoute, { key: 'holiday-party', season: 2025 })}`]: () =>
        Response.json({ attendees: [{ First_Name: 'Ada', Last_Name: 'Lee', Email: 'ada@example.com' }] }),
    });
    signIn(memberFixture({ Portal_Permission: 'Admin' }), 'tok');
    renderScreen(<RsvpRoutes />, '/rsvp-settings');
    await user.click(await screen.findByRole('button', { name: "Start next season's Holiday Party" }));
    expect(api.calls.some((call) => call.key.startsWith('POST'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Start the 2026 season' }));
    expect(await screen.findByText(/The 2026 Holiday Party has started with an empty attendee list/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === `POST ${routeUrl(startNextSeasonRoute, { key: 'holiday-party' })}`)?.body).toEqual({
      fromSeason: 2025,
    });
    expect(await screen.findByRole('heading', { name: 'Holiday Party (2026 season)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Date of the event', { selector: '#holiday-party-eventDate' })).toHaveValue('2026-12-05');
    await user.click(await screen.findByRole('button', { name: 'Show the 2025 Holiday Party attendees' }));
    expect(await screen.findByText('Ada Lee')).toBeInTheDocument();
  });
});

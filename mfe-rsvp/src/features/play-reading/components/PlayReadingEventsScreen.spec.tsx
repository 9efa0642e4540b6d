import {
  staleVersionMessage,
  type Attendee,
  type PlayReadingEvent,
  routeKey,
  routeUrl,
  cancelPlayReadingEventRoute,
  createPlayReadingEventRoute,
  managedPlayReadingEventsRoute,
  playReadingAttendeesRoute,
  playReadingEventsRoute,
  playReadingRsvpStatusRoute,
  updatePlayReadingEventRoute,
  updatePlayReadingRsvpRoute,
} from '@greenroom/contracts';
import { clearSession, LiveRegion, signIn } from '@greenroom/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberFixture, itAsksToSignInFirst, renderScreen, stubApi } from '@greenroom/testing';
import RsvpRoutes from '../../../routes';
import { RSVP_SAVE_FAILURES } from '../../../common/rsvp-save-failures.fixture';

const reading: PlayReadingEvent = {
  Event_ID: '3f0b8f6e-0c55-4c1e-9d3a-1a2b3c4d5e6f',
  Title: 'Play Reading: Harvey',
  Start_Date: '2026-12-09',
  End_Date: '2026-12-10',
  Start_Time: '14:00',
  End_Time: '4:00 PM PM',
  Location: 'Laurel Manor Recreation Center',
  Address: '1985 Laurel Manor Dr',
  Description: 'Scripts provided.',
  version: 2,
};

describe('Play Reading Events', () => {
  beforeEach(() => clearSession());
  afterEach(() => jest.restoreAllMocks());

  itAsksToSignInFirst(
    'asks to log in without a member and fetches nothing',
    RsvpRoutes,
    '/play-reading',
    'Please log in to view play reading events and update your RSVP status.',
  );

  it('shows the empty text when there are no readings, also when the fetch fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ [routeKey(playReadingEventsRoute)]: () => Response.json({ statusCode: 500, message: 'down' }, { status: 500 }) });
    signIn(memberFixture(), 'tok');
    renderScreen(<RsvpRoutes />, '/play-reading');
    expect(
      await screen.findByText('There are no upcoming play reading events within the next 45 days. Please check back later!'),
    ).toBeInTheDocument();
    expect(screen.getByText('margaret@example.com')).toBeInTheDocument();
  });

  it('formats the card, and a Yes raises the attendee count', async () => {
    const user = userEvent.setup();
    let attendees: Attendee[] = [];
    const api = stubApi({
      [routeKey(playReadingEventsRoute)]: () => Response.json({ events: [reading] }),
      [routeKey(playReadingRsvpStatusRoute)]: () => Response.json({ attending: false }),
      [routeKey(playReadingAttendeesRoute)]: () => Response.json({ attendees }),
      [routeKey(updatePlayReadingRsvpRoute)]: () => {
        attendees = [{ First_Name: 'Margaret', Last_Name: 'Hale', Email: 'margaret@example.com' }];
        return Response.json({ success: true, attending: true, changed: true });
      },
    });
    signIn(memberFixture(), 'tok');
    renderScreen(<RsvpRoutes />, '/play-reading');
    const card = await screen.findByTestId('play-reading-event');
    expect(within(card).getByText('Wednesday, December 9, 2026')).toBeInTheDocument();
    expect(within(card).getByText('Thursday, December 10, 2026')).toBeInTheDocument();
    expect(within(card).getByText('2:00 PM - 4:00 PM')).toBeInTheDocument();
    expect(within(card).getByText('Please RSVP so we can prepare accordingly.')).toBeInTheDocument();
    expect(await within(card).findByText("You're not currently attending this play reading.")).toBeInTheDocument();
    expect(await within(card).findByText("No attendees have RSVP'd yet. Be the first to sign up!")).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'No, I can’t attend'.replace('’', "'") }));
    expect(api.calls.filter((call) => call.key.includes('update-play-reading-rsvp'))).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: "Yes, I'll attend" }));
    expect(await within(card).findByText("You're attending this play reading!")).toBeInTheDocument();
    expect(await within(card).findByText("1 member has RSVP'd to attend this play reading:")).toBeInTheDocument();
    expect(api.calls.find((call) => call.key.includes('update-play-reading-rsvp'))?.body).toEqual({
      email: 'margaret@example.com',
      eventId: reading.Event_ID,
      attending: true,
      firstName: 'Margaret',
      lastName: 'Hale',
    });
  });

  it('shows the attendee error and a failed update in red', async () => {
    const user = userEvent.setup();
    stubApi({
      [routeKey(managedPlayReadingEventsRoute)]: () => Response.json({ events: [{ ...reading, Attending_Count: 0 }] }),
      [routeKey(playReadingRsvpStatusRoute)]: () => Response.json({ attending: false }),
      [routeKey(playReadingAttendeesRoute)]: () => Response.json({ statusCode: 500, message: 'x' }, { status: 500 }),
      [routeKey(updatePlayReadingRsvpRoute)]: () =>
        Response.json({ statusCode: 400, message: 'This play reading has already taken place.' }, { status: 400 }),
    });
    signIn(memberFixture({ Portal_Permission: 'Leader' }), 'tok');
    renderScreen(<RsvpRoutes />, '/play-reading');
    const card = await screen.findByTestId('play-reading-event');
    expect(await within(card).findByText('Unable to load attendee list. Please try refreshing.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Download attendee list (CSV)' })).toBeInTheDocument();
    await user.click(await within(card).findByRole('button', { name: "Yes, I'll attend" }));
    expect(await within(card).findByText('This play reading has already taken place.')).toHaveClass('text-danger');
    expect(within(card).getByText("You're not currently attending this play reading.")).toBeInTheDocument();
  });

  it('shows the office every reading from its own list, past ones on request, and says a new reading was added', async () => {
    const user = userEvent.setup();
    const nextSeason = {
      ...reading,
      Event_ID: '9d0b8f6e-0c55-4c1e-9d3a-1a2b3c4d5e70',
      Title: 'Play Reading: Next Season',
      Start_Date: '2027-01-20',
      End_Date: null,
    };
    const lastMonth = {
      ...reading,
      Event_ID: '1d0b8f6e-0c55-4c1e-9d3a-1a2b3c4d5e71',
      Title: 'Play Reading: Last Month',
      Start_Date: '2026-10-20',
      End_Date: null,
    };
    let upcoming = [{ ...reading, Attending_Count: 12 }];
    const api = stubApi({
      [`GET ${routeUrl(managedPlayReadingEventsRoute, undefined, { past: false })}`]: () => Response.json({ events: upcoming }),
      [`GET ${routeUrl(managedPlayReadingEventsRoute, undefined, { past: true })}`]: () =>
        Response.json({ events: [{ ...lastMonth, Attending_Count: 0 }, ...upcoming] }),
      [routeKey(createPlayReadingEventRoute)]: () => {
        upcoming = [...upcoming, { ...nextSeason, Attending_Count: 0 }];
        return Response.json({ event: nextSeason }, { status: 201 });
      },
      [routeKey(playReadingRsvpStatusRoute)]: () => Response.json({ attending: false }),
      [routeKey(playReadingAttendeesRoute)]: () => Response.json({ attendees: [] }),
    });
    signIn(memberFixture({ Portal_Permission: 'Board' }), 'tok');
    renderScreen(<RsvpRoutes />, '/play-reading');
    expect(await screen.findByText('Play Reading: Harvey')).toBeInTheDocument();
    expect(api.calls.some((call) => call.key === routeKey(playReadingEventsRoute))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Add a play reading' }));
    const form = screen.getByRole('form', { name: 'New play reading' });
    await user.type(within(form).getByLabelText(/^Title/), nextSeason.Title);
    await user.type(within(form).getByLabelText(/^Date/), '2027-01-20');
    await user.click(within(form).getByRole('button', { name: 'Add play reading' }));
    expect(
      await screen.findByText('Play Reading: Next Season on Wednesday, January 20, 2027 was added. It is in the list below.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New play reading' })).not.toBeInTheDocument();
    expect(await screen.findByText('Play Reading: Next Season')).toBeInTheDocument();
    expect(screen.queryByText('Play Reading: Last Month')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Show past readings' }));
    expect(await screen.findByText('Play Reading: Last Month')).toBeInTheDocument();
    expect(screen.getAllByTestId('play-reading-event')).toHaveLength(3);
  });

  it('names what cancelling does and how many members it e-mails', async () => {
    const user = userEvent.setup();
    stubApi({
      [routeKey(managedPlayReadingEventsRoute)]: () =>
        Response.json({
          events: [
            { ...reading, Attending_Count: 12 },
            { ...reading, Event_ID: '2d0b8f6e-0c55-4c1e-9d3a-1a2b3c4d5e72', Title: 'Play Reading: Quiet', Attending_Count: 1 },
          ],
        }),
      [routeKey(playReadingRsvpStatusRoute)]: () => Response.json({ attending: false }),
      [routeKey(playReadingAttendeesRoute)]: () => Response.json({ attendees: [] }),
    });
    signIn(memberFixture({ Portal_Permission: 'Leader' }), 'tok');
    renderScreen(<RsvpRoutes />, '/play-reading');
    const [harvey, quiet] = await screen.findAllByTestId('play-reading-event');
    await user.click(within(harvey).getByRole('button', { name: 'Cancel this reading' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Play Reading: Harvey?' });
    expect(dialog).toHaveTextContent('12 members answered Yes; each is e-mailed that the reading is cancelled.');
    expect(within(dialog).getByRole('button', { name: 'Cancel the reading and e-mail 12 members' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep the reading' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(quiet).getByRole('button', { name: 'Cancel this reading' }));
    const second = await screen.findByRole('dialog', { name: 'Cancel Play Reading: Quiet?' });
    expect(second).toHaveTextContent('1 member answered Yes; each is e-mailed');
    expect(within(second).getByRole('button', { name: 'Cancel the reading and e-mail 1 member' })).toBeInTheDocument();
  });

  it.each(RSVP_SAVE_FAILURES)('falls back to the spec text on %s', async (_case, answer, text) => {
    const user = userEvent.setup();
    stubApi({
      [routeKey(playReadingEventsRoute)]: () => Response.json({ events: [reading] }),
      [routeKey(playReadingRsvpStatusRoute)]: () => Response.json({ attending: false }),
      [routeKey(playReadingAttendeesRoute)]: () => Response.json({ attendees: [] }),
      [routeKey(updatePlayReadingRsvpRoute)]: answer,
    });
    signIn(memberFixture(), 'tok');
    renderScreen(<RsvpRoutes />, '/play-reading');
    const card = await screen.findByTestId('play-reading-event');
    await user.click(await within(card).findByRole('button', { name: "Yes, I'll attend" }));
    expect(await within(card).findByText(text)).toHaveClass('text-danger');
  });

  it('lets a Leader edit a reading: someone else’s newer save is said beside Save, the typing kept until Reload', async () => {
    const user = userEvent.setup();
    // Stored in the form's own rules (the list's reading has an end time from before them).
    const editable = { ...reading, End_Time: '16:00' };
    let stored = editable;
    const conflict = staleVersionMessage('play reading', ['Location']);
    const api = stubApi({
      [`GET ${routeUrl(managedPlayReadingEventsRoute, undefined, { past: false })}`]: () =>
        Response.json({ events: [{ ...stored, Attending_Count: 0 }] }),
      [`GET ${routeUrl(managedPlayReadingEventsRoute, undefined, { past: true })}`]: () =>
        Response.json({ events: [{ ...stored, Attending_Count: 0 }] }),
      [routeKey(playReadingRsvpStatusRoute)]: () => Response.json({ attending: false }),
      [routeKey(playReadingAttendeesRoute)]: () => Response.json({ attendees: [] }),
      [`PUT ${routeUrl(updatePlayReadingEventRoute, { id: reading.Event_ID })}`]: () => {
        stored = { ...editable, Description: 'Scripts and coffee provided.', version: 3 };
        return Response.json({ statusCode: 409, message: conflict }, { status: 409 });
      },
    });
    signIn(memberFixture({ Portal_Permission: 'Leader' }), 'tok');
    renderScreen(<RsvpRoutes />, '/play-reading');
    const card = await screen.findByTestId('play-reading-event');
    await user.click(await within(card).findByRole('button', { name: 'Edit this reading' }));
    const form = within(card).getByRole('form', { name: `Edit ${reading.Title}` });
    await user.clear(within(form).getByLabelText('Location'));
    await user.type(within(form).getByLabelText('Location'), 'Savannah Center');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText(conflict)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ Location: 'Savannah Center', version: 2 });
    expect(within(form).getByLabelText('Location')).toHaveValue('Savannah Center');
    await user.click(within(form).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(form).getByLabelText('Description')).toHaveValue('Scripts and coffee provided.'));
    expect(within(form).getByLabelText('Location')).toHaveValue(reading.Location);
  });

  it('says in words, where the list is, that a cancelled reading left it', async () => {
    const user = userEvent.setup();
    let events = [{ ...reading, Attending_Count: 3 }];
    stubApi({
      [routeKey(managedPlayReadingEventsRoute)]: () => Response.json({ events }),
      [routeKey(playReadingRsvpStatusRoute)]: () => Response.json({ attending: false }),
      [routeKey(playReadingAttendeesRoute)]: () => Response.json({ attendees: [] }),
      [`POST ${routeUrl(cancelPlayReadingEventRoute, { id: reading.Event_ID })}`]: () => {
        events = [];
        return Response.json({ event: reading, notified: 3 });
      },
    });
    signIn(memberFixture({ Portal_Permission: 'Leader' }), 'tok');
    renderScreen(
      <>
        <RsvpRoutes />
        <LiveRegion />
      </>,
      '/play-reading',
    );
    const card = await screen.findByTestId('play-reading-event');
    await user.click(within(card).getByRole('button', { name: 'Cancel this reading' }));
    await user.click(screen.getByRole('button', { name: 'Cancel the reading and e-mail 3 members' }));
    const words = 'Play Reading: Harvey cancelled. 3 members were e-mailed.';
    expect(await within(screen.getByTestId('screen-play-reading')).findByText(words)).toBeVisible();
    await waitFor(() => expect(screen.queryByTestId('play-reading-event')).not.toBeInTheDocument());
    expect(within(screen.getByTestId('screen-play-reading')).getByText(words)).toBeVisible();
    expect(screen.getByTestId('live-region-polite')).toHaveTextContent(words);
  });
});

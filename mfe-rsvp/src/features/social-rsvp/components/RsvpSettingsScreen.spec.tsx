import type { RsvpEventResponse } from '@greenroom/contracts';
import { clearSession, signIn } from '@greenroom/sdk';
import { screen } from '@testing-library/react';
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
      'GET /api/rsvp-events/holiday-party': () => Response.json(response('holiday-party', 'Holiday Party')),
      'GET /api/rsvp-events/may-social': () => Response.json(response('may-social', 'May Social')),
      'PUT /api/rsvp-events/holiday-party': (body) => Response.json({ key: 'holiday-party', ...(body as object) }),
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
    expect(api.calls.find((call) => call.key === 'PUT /api/rsvp-events/holiday-party')?.body).toMatchObject({
      startsOn: '2025-04-20',
      endsOn: '2026-12-01',
    });
  });

  it("warns that last season's page is closed, since when, and shows that event's attendees", async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/rsvp-events/holiday-party': () => Response.json(response('holiday-party', 'Holiday Party')),
      'GET /api/rsvp-events/may-social': () => Response.json(response('may-social', 'May Social')),
      'GET /api/holiday-party-attendees': () => Response.json({ attendees: [{ First_Name: 'Ada', Last_Name: 'Lee', Email: 'ada@example.com' }] }),
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
});

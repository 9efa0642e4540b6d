import { THEATER_TIME_ZONE, type PlayReadingEvent, type PlayReadingEventWriteInput } from '@greenroom/contracts';
import { addDays, theaterToday } from '../src/rsvp/theater-day';
import { SEEDED } from './support/members';
import { httpAppWithMail } from './support/http-app';

describe('play readings: create, edit and cancel (Leaders and up)', () => {
  const { env, smtp, http, as } = httpAppWithMail(['Member', 'Leader', 'Board', 'Admin']);
  const today = theaterToday(THEATER_TIME_ZONE);
  const reading = (overrides: Partial<PlayReadingEventWriteInput> = {}): PlayReadingEventWriteInput => ({
    Title: 'Play Reading: Arsenic and Old Lace',
    Start_Date: addDays(today, 7),
    End_Date: null,
    Start_Time: '14:00',
    End_Time: '16:00',
    Location: 'Laurel Manor Recreation Center',
    Address: '1985 Laurel Manor Dr, The Villages, FL 32162',
    Description: 'Scripts provided.',
    ...overrides,
  });
  const listed = async () =>
    (await http().get('/api/membership/play-reading-events').set(as('Member')).expect(200)).body.events as PlayReadingEvent[];
  const answer = (role: 'Member' | 'Leader' | 'Board', eventId: string, attending: boolean) =>
    http().post('/api/membership/update-play-reading-rsvp').set(as(role)).send({ eventId, attending });

  it('refuses visitors and Members every change', async () => {
    const [seeded] = await listed();
    await http().post('/api/membership/play-reading-events').send(reading()).expect(401);
    await http().post('/api/membership/play-reading-events').set(as('Member')).send(reading()).expect(403);
    await http().put(`/api/membership/play-reading-events/${seeded.Event_ID}`).set(as('Member')).send(reading()).expect(403);
    await http().post(`/api/membership/play-reading-events/${seeded.Event_ID}/cancel`).set(as('Member')).expect(403);
    expect((await listed()).map((event) => event.Title)).not.toContain('Play Reading: Arsenic and Old Lace');
  });

  it('lets a Leader create a reading that members then see, and a Board member edit it', async () => {
    const { body } = await http().post('/api/membership/play-reading-events').set(as('Leader')).send(reading()).expect(201);
    expect(body.event).toMatchObject({
      Title: 'Play Reading: Arsenic and Old Lace',
      Start_Date: addDays(today, 7),
      Start_Time: '14:00',
      End_Date: null,
    });
    const { body: edited } = await http()
      .put(`/api/membership/play-reading-events/${body.event.Event_ID}`)
      .set(as('Board'))
      .send({ ...reading({ Start_Time: '13:30', Location: 'Savannah Recreation Center' }), version: body.event.version })
      .expect(200);
    expect(edited.event).toMatchObject({ Event_ID: body.event.Event_ID, Start_Time: '13:30', Location: 'Savannah Recreation Center' });
    expect((await listed()).find((event) => event.Event_ID === body.event.Event_ID)).toEqual(edited.event);
  });

  it('cancels: e-mails each member who answered Yes once, keeps the answers, and refuses new answers', async () => {
    const { body } = await http()
      .post('/api/membership/play-reading-events')
      .set(as('Admin'))
      .send(reading({ Title: 'Play Reading: Harvey' }))
      .expect(201);
    const id = body.event.Event_ID as string;
    await answer('Member', id, true).expect(200);
    await answer('Leader', id, true).expect(200);
    await answer('Board', id, false).expect(200);
    await smtp.waitFor(SEEDED.Member.email);
    await smtp.waitFor(SEEDED.Leader.email);
    await smtp.waitFor(SEEDED.Board.email);
    smtp.messages.splice(0);

    const { body: cancelled } = await http().post(`/api/membership/play-reading-events/${id}/cancel`).set(as('Leader')).expect(200);
    expect(cancelled.notified).toBe(2);
    const mail = await smtp.waitFor(SEEDED.Member.email);
    expect(mail.decoded).toContain('Subject: Cancelled: Play Reading: Harvey');
    expect(mail.decoded).toContain('We are sorry: Play Reading: Harvey has been cancelled.');
    await smtp.waitFor(SEEDED.Leader.email);

    const again = await http().post(`/api/membership/play-reading-events/${id}/cancel`).set(as('Admin')).expect(409);
    expect(again.body).toEqual({ statusCode: 409, message: 'This play reading is already cancelled.' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.filter((message) => message.to.includes(SEEDED.Member.email))).toHaveLength(1);
    expect(smtp.messages.some((message) => message.to.includes(SEEDED.Board.email))).toBe(false);

    expect((await listed()).map((event) => event.Event_ID)).not.toContain(id);
    const refused = await answer('Member', id, false).expect(400);
    expect(refused.body.message).toBe('This play reading was cancelled.');
    const history = await http().post('/api/membership/play-reading-attendees').set(as('Member')).send({ eventId: id }).expect(200);
    expect(history.body.attendees.map((attendee: { Email: string }) => attendee.Email).sort()).toEqual(
      [SEEDED.Leader.email, SEEDED.Member.email].sort(),
    );
    await http()
      .put(`/api/membership/play-reading-events/${id}`)
      .set(as('Admin'))
      .send({ ...reading(), version: 1 })
      .expect(409);
  });

  it('shows the office every reading it entered, however far ahead, with past ones on request; members keep the 45 days', async () => {
    const created = async (title: string, startDate: string) =>
      (
        await http()
          .post('/api/membership/play-reading-events')
          .set(as('Leader'))
          .send(reading({ Title: title, Start_Date: startDate }))
          .expect(201)
      ).body.event as PlayReadingEvent;
    const far = await created('Play Reading: Next Season', addDays(today, 53));
    // A reading cannot be entered for a past day (the one date rule), so last month's was entered ahead and its day has passed.
    const past = await created('Play Reading: Last Month', addDays(today, 1));
    await env.dataSource.query('UPDATE play_reading_events SET start_date = $1 WHERE id = $2', [addDays(today, -30), past.Event_ID]);
    await answer('Member', far.Event_ID, true).expect(200);
    await answer('Leader', far.Event_ID, true).expect(200);
    await answer('Board', far.Event_ID, false).expect(200);
    const managed = async (role: 'Leader' | 'Board' | 'Admin', query: Record<string, string> = {}) =>
      (await http().get('/api/membership/play-reading-events/manage').query(query).set(as(role)).expect(200)).body.events as (PlayReadingEvent & {
        Attending_Count: number;
      })[];

    expect((await listed()).map((event) => event.Event_ID)).not.toContain(far.Event_ID);
    const upcoming = await managed('Leader');
    expect(upcoming.find((event) => event.Event_ID === far.Event_ID)).toEqual({ ...far, Attending_Count: 2 });
    expect(upcoming.map((event) => event.Event_ID)).not.toContain(past.Event_ID);
    expect(upcoming.every((event) => (event.End_Date ?? event.Start_Date) >= today)).toBe(true);
    expect(upcoming.map((event) => event.Start_Date)).toEqual(upcoming.map((event) => event.Start_Date).sort());

    const withPast = await managed('Board', { past: 'true' });
    expect(withPast.map((event) => event.Event_ID)).toEqual(expect.arrayContaining([past.Event_ID, far.Event_ID]));
    expect(withPast.find((event) => event.Event_ID === past.Event_ID)?.Attending_Count).toBe(0);
    expect((await managed('Admin', { past: 'false' })).map((event) => event.Event_ID)).toEqual(upcoming.map((event) => event.Event_ID));

    await http().get('/api/membership/play-reading-events/manage').expect(401);
    await http().get('/api/membership/play-reading-events/manage').set(as('Member')).expect(403);
    const bad = await http().get('/api/membership/play-reading-events/manage').query({ past: 'maybe' }).set(as('Leader')).expect(400);
    expect(bad.body).toEqual({ statusCode: 400, message: expect.stringContaining('Please choose whether to show past readings') });
  });

  it('answers 4xx with the field’s message for a bad reading, and stores nothing', async () => {
    const before = await env.dataSource.query<{ count: number }[]>('SELECT count(*)::int AS count FROM play_reading_events');
    const cases: [Partial<PlayReadingEventWriteInput>, string][] = [
      [{ Title: '' }, 'Please enter a title.'],
      [{ Start_Date: '2027-02-30' }, 'Please enter a real date as yyyy-mm-dd, between 2000 and 2100.'],
      [{ End_Date: addDays(today, 6) }, 'The end date must be on or after the start date.'],
      [{ Start_Time: '2pm' }, 'Please enter a time as HH:MM (24-hour).'],
      [{ End_Time: '13:00' }, 'The end time must be after the start time.'],
    ];
    for (const [overrides, message] of cases) {
      const { body } = await http().post('/api/membership/play-reading-events').set(as('Leader')).send(reading(overrides)).expect(400);
      expect(body).toEqual({ statusCode: 400, message: expect.stringContaining(message) });
    }
    await http()
      .put('/api/membership/play-reading-events/not-an-id')
      .set(as('Leader'))
      .send({ ...reading(), version: 1 })
      .expect(404);
    const after = await env.dataSource.query<{ count: number }[]>('SELECT count(*)::int AS count FROM play_reading_events');
    expect(after).toEqual(before);
  });
});

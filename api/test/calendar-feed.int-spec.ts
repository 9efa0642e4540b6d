import type { INestApplication } from '@nestjs/common';
import ICAL from 'ical.js';
import request from 'supertest';
import { SEEDED } from './support/members';
import { seededTokens } from './support/sessions';
import { theaterWallClockToInstant } from '@greenroom/contracts';
import { PORTAL_URL, TestEnvironment } from './support/test-env';

describe('calendar iCal feed: a secret, revocable link per member', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let leaderToken: string;
  let memberToken: string;

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp();
    ({ Leader: leaderToken, Member: memberToken } = await seededTokens(app, ['Leader', 'Member']));
  });
  afterAll(() => env.dispose());

  const http = () => request(app.getHttpServer());
  const feedPath = (url: string) => url.slice(PORTAL_URL.length);

  it('has no link until the member asks for one', async () => {
    expect((await http().get('/api/calendar-feed').set('Authorization', `Bearer ${memberToken}`).expect(200)).body).toEqual({
      active: false,
      createdAt: null,
      lastFetchedAt: null,
      canShowAgain: false,
    });
    await http().get('/api/calendar-feed').expect(401);
  });

  it('serves RFC 5545 text that a calendar library reads back, with the events and their times', async () => {
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCSeconds(0, 0);
    const created = await http()
      .post('/api/calendar-data')
      .set('Authorization', `Bearer ${leaderToken}`)
      .send({
        Title: 'Feed check, with comma',
        Category: 'Workshop',
        StartDateTime: start.toISOString(),
        EndDateTime: new Date(start.getTime() + 5_400_000).toISOString(),
        IsAllDay: false,
        Location: 'Main stage',
        Details: 'Line one\nLine two',
      })
      .expect(201);

    const { body: link } = await http().post('/api/calendar-feed').set('Authorization', `Bearer ${memberToken}`).expect(201);
    expect(link.url).toMatch(new RegExp(`^${PORTAL_URL}/api/calendar-feed/[A-Za-z0-9_-]{43}/calendar\\.ics$`));
    const before = (await http().get('/api/calendar-feed').set('Authorization', `Bearer ${memberToken}`).expect(200)).body;
    expect(before).toMatchObject({ active: true, lastFetchedAt: null });

    const response = await http().get(feedPath(link.url)).expect(200);
    // The member sees that a calendar app reads the link.
    const after = (await http().get('/api/calendar-feed').set('Authorization', `Bearer ${memberToken}`).expect(200)).body;
    expect(Date.parse(after.lastFetchedAt)).toBeGreaterThanOrEqual(Date.parse(before.createdAt));
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(response.text));
    expect(calendar.name).toBe('vcalendar');
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.length).toBeGreaterThan(1);
    const mine = events.find((event) => event.uid === `${created.body.record.id}@greenroom`);
    expect(mine?.summary).toBe('Feed check, with comma');
    expect(mine?.location).toBe('Main stage');
    expect(mine?.description).toBe('Line one\nLine two');
    expect(mine?.startDate.toJSDate().getTime()).toBe(start.getTime());
    expect(mine?.endDate.toJSDate().getTime()).toBe(start.getTime() + 5_400_000);

    const allDay = events.find((event) => event.summary === 'Program bios due');
    expect(allDay?.startDate.isDate).toBe(true);
  });

  it("carries the theater's own events, the socials and the play readings, each with its page", async () => {
    const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await env.dataSource.query(
      `INSERT INTO play_reading_events (title, start_date, start_time, end_time, location, cancelled_at)
       VALUES ('Play Reading: Feed Check', $1, '14:00', '16:00', 'Laurel Manor', NULL),
              ('Play Reading: Called Off', $1, '14:00', '16:00', 'Laurel Manor', now())`,
      [day],
    );
    const [party] = await env.dataSource.query<{ event_date: string }[]>(
      `SELECT event_date::text FROM rsvp_events WHERE key = 'holiday-party' ORDER BY season DESC LIMIT 1`,
    );
    const { body: link } = await http().post('/api/calendar-feed').set('Authorization', `Bearer ${memberToken}`).expect(201);
    const calendar = new ICAL.Component(ICAL.parse((await http().get(feedPath(link.url)).expect(200)).text));
    const components = calendar.getAllSubcomponents('vevent');
    const find = (summary: string) => components.find((component) => new ICAL.Event(component).summary === summary);

    const holiday = find('Holiday Party');
    expect(new ICAL.Event(holiday!).startDate.toJSDate().getTime()).toBe(theaterWallClockToInstant(party.event_date, 14).getTime());
    expect(new ICAL.Event(holiday!).endDate.toJSDate().getTime()).toBe(theaterWallClockToInstant(party.event_date, 16, 30).getTime());
    expect(holiday!.getFirstPropertyValue('url')).toBe(`${PORTAL_URL}/holiday-party`);
    expect(holiday!.getFirstPropertyValue('categories')).toBe('RSVP event');
    expect(find('May Social')!.getFirstPropertyValue('url')).toBe(`${PORTAL_URL}/may-social`);

    const reading = find('Play Reading: Feed Check');
    expect(new ICAL.Event(reading!).startDate.toJSDate().getTime()).toBe(theaterWallClockToInstant(day, 14).getTime());
    expect(reading!.getFirstPropertyValue('url')).toBe(`${PORTAL_URL}/play-reading`);
    expect(reading!.getFirstPropertyValue('categories')).toBe('Play reading');
    expect(find('Play Reading: Called Off')).toBeUndefined();
  });

  it("ends a multi-day all-day event on the day after its last day (RFC 5545 DTEND), in the theater's days", async () => {
    const theaterDay = (instant: Date) => instant.toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    const firstDay = theaterDay(new Date(Date.now() + 30 * 86_400_000));
    const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    // Early on the first day to late on the last, theater time (the dialog stores 00:00 to 23:59; the day is what counts).
    const early = (day: string) => new Date(`${day}T06:00:00Z`);
    const late = (day: string) => new Date(`${day}T23:00:00Z`);
    await http()
      .post('/api/calendar-data')
      .set('Authorization', `Bearer ${leaderToken}`)
      .send({
        Title: 'Set build weekend',
        Category: 'Workshop',
        StartDateTime: early(firstDay).toISOString(),
        EndDateTime: late(dayAfter(firstDay, 2)).toISOString(),
        IsAllDay: true,
      })
      .expect(201);
    await http()
      .post('/api/calendar-data')
      .set('Authorization', `Bearer ${leaderToken}`)
      .send({ Title: 'One-day clean-up', Category: 'Workshop', StartDateTime: early(firstDay).toISOString(), EndDateTime: null, IsAllDay: true })
      .expect(201);

    const { body: link } = await http().post('/api/calendar-feed').set('Authorization', `Bearer ${memberToken}`).expect(201);
    const calendar = new ICAL.Component(ICAL.parse((await http().get(feedPath(link.url)).expect(200)).text));
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    const weekend = events.find((event) => event.summary === 'Set build weekend');
    expect(weekend?.startDate.isDate).toBe(true);
    expect(weekend?.startDate.toString()).toBe(firstDay);
    expect(weekend?.endDate.isDate).toBe(true);
    expect(weekend?.endDate.toString()).toBe(dayAfter(firstDay, 3));
    const oneDay = events.find((event) => event.summary === 'One-day clean-up');
    expect(oneDay?.startDate.toString()).toBe(firstDay);
    expect(oneDay?.endDate.toString()).toBe(dayAfter(firstDay, 1));
  });

  it('stops serving the old link when renewed, and every link when revoked', async () => {
    const { body: first } = await http().post('/api/calendar-feed').set('Authorization', `Bearer ${memberToken}`).expect(201);
    const { body: second } = await http().post('/api/calendar-feed').set('Authorization', `Bearer ${memberToken}`).expect(201);
    expect((await http().get(feedPath(first.url)).expect(404)).body).toEqual({ statusCode: 404, message: 'Calendar feed not found.' });
    await http().get(feedPath(second.url)).expect(200);

    await http().delete('/api/calendar-feed').set('Authorization', `Bearer ${memberToken}`).expect(200);
    await http().get(feedPath(second.url)).expect(404);
    await http().get('/api/calendar-feed/not-a-token/calendar.ics').expect(404);
  });

  it('shows the same link again to its owner, over their session only, so a second device can subscribe without breaking the first', async () => {
    const { body: made } = await http().post('/api/calendar-feed').set('Authorization', `Bearer ${memberToken}`).expect(201);
    expect((await http().get('/api/calendar-feed').set('Authorization', `Bearer ${memberToken}`).expect(200)).body.canShowAgain).toBe(true);
    const { body: again } = await http().get('/api/calendar-feed/link').set('Authorization', `Bearer ${memberToken}`).expect(200);
    expect(again).toEqual({ url: made.url });
    await http().get(feedPath(again.url)).expect(200);

    await http().get('/api/calendar-feed/link').expect(401);
    // Another member gets their own link, never this one.
    const { body: leaders } = await http().post('/api/calendar-feed').set('Authorization', `Bearer ${leaderToken}`).expect(201);
    expect((await http().get('/api/calendar-feed/link').set('Authorization', `Bearer ${leaderToken}`).expect(200)).body).toEqual({
      url: leaders.url,
    });
    // The database alone does not give the link away: it keeps the token's hash and a nonce, never the token.
    const token = feedPath(made.url).split('/')[3];
    const stored = JSON.stringify(await env.dataSource.query('SELECT * FROM calendar_feeds'));
    expect(stored).not.toContain(token);

    await http().delete('/api/calendar-feed').set('Authorization', `Bearer ${memberToken}`).expect(200);
    expect((await http().get('/api/calendar-feed/link').set('Authorization', `Bearer ${memberToken}`).expect(404)).body).toEqual({
      statusCode: 404,
      message: 'You have no calendar link. Choose "Create my link" to make one.',
    });
  });

  it('stops serving the link of a member who may no longer sign in', async () => {
    const { body: link } = await http().post('/api/calendar-feed').set('Authorization', `Bearer ${leaderToken}`).expect(201);
    await env.dataSource.query(`UPDATE members SET membership_status = 'Cancelled' WHERE id = $1`, [SEEDED.Leader.id]);
    await http().get(feedPath(link.url)).expect(404);
  });
});

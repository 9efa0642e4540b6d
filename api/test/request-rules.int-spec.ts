import { THEATER_TIME_ZONE, TIME_ZONE_REQUIRED_MESSAGE, theaterWallClockToInstant, type CalendarEventRecord } from '@greenroom/contracts';
import ICAL from 'ical.js';
import { addDays, theaterToday } from '../src/rsvp/theater-day';
import { auditionSubmission, memberApplication } from './support/applications';
import { httpAppWithMail } from './support/http-app';
import { SEEDED } from './support/members';

/** Issue 34 items 5-9: the date, length and text rules hold on every route that takes such a field, in words. */
describe('request rules on every route (dates, lengths, text)', () => {
  const { env, http, as } = httpAppWithMail(['Member', 'Leader', 'Admin']);
  const today = theaterToday(THEATER_TIME_ZONE);
  const day = (offset: number) => addDays(today, offset);
  const seconds = (date: Date) => date.getTime() / 1000;
  const event = (fields: Record<string, unknown> = {}) => ({ Title: 'Rules check', Category: 'Workshop', IsAllDay: false, ...fields });
  // A full replacement: every field is sent, null where empty (a PUT adds the version it loaded).
  const reading = (fields: Record<string, unknown> = {}) => ({
    Title: 'Play Reading: Harvey',
    Start_Date: day(7),
    End_Date: null,
    Start_Time: null,
    End_Time: null,
    Location: null,
    Address: null,
    Description: null,
    ...fields,
  });
  const holiday = (fields: Record<string, unknown> = {}) => ({
    title: 'Holiday Party',
    eventDate: day(20),
    timeText: '2:00 PM',
    location: 'Savannah Recreation Center',
    rsvpBy: day(10),
    details: '',
    startsOn: day(0),
    endsOn: day(10),
    ...fields,
  });
  const show = (fields: Record<string, unknown> = {}) => ({
    name: 'Rules Show',
    description: '',
    auditionLocation: '',
    characters: [],
    auditionDates: [],
    ...fields,
  });
  /** A 400 whose message is words a person reads: no zod wording, no stack, no "Unrecognized key". */
  const refused = (body: { statusCode: number; message: string }) => {
    expect(body.statusCode).toBe(400);
    expect(body.message).not.toMatch(/Too big|Too small|Invalid input|expected (string|number)|Unrecognized key|received/);
    return body.message;
  };

  describe('item 5: dates without a zone do not move a day', () => {
    it('stores an all-day date as that day at the theater and the feed and the API say that day', async () => {
      const first = day(100);
      const last = day(102);
      const { body } = await http()
        .post('/api/calendar-data')
        .set(as('Leader'))
        .send(event({ Title: 'All-day rules check', IsAllDay: true, StartDateTime: first, EndDateTime: last }))
        .expect(201);
      const record = body.record as CalendarEventRecord;
      expect(record.fields.StartDateTime).toBe(seconds(theaterWallClockToInstant(first)));
      expect(record.fields.EndDateTime).toBe(seconds(theaterWallClockToInstant(last, 23, 59)));

      const { body: link } = await http().post('/api/calendar-feed').set(as('Member')).expect(201);
      const feed = await http()
        .get(new URL(link.url as string).pathname)
        .expect(200);
      const events = new ICAL.Component(ICAL.parse(feed.text)).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
      const mine = events.find((found) => found.uid === `${record.id}@greenroom`);
      expect(mine?.startDate.isDate).toBe(true);
      expect(mine?.startDate.toString()).toBe(first);
      // RFC 5545: DTEND is the day after the last day.
      expect(mine?.endDate.toString()).toBe(addDays(last, 1));
    });

    it.each([
      [
        'POST /api/calendar-data',
        () =>
          http()
            .post('/api/calendar-data')
            .set(as('Leader'))
            .send(event({ StartDateTime: '2027-01-22T19:00:00', EndDateTime: '2027-01-22T21:00:00Z' })),
      ],
      [
        'POST /api/calendar-data/series',
        () =>
          http()
            .post('/api/calendar-data/series')
            .set(as('Leader'))
            .send(event({ Occurrences: [{ StartDateTime: '2027-01-22T19:00', EndDateTime: '2027-01-22T21:00' }] })),
      ],
      [
        'POST /api/shows',
        () =>
          http()
            .post('/api/shows')
            .set(as('Admin'))
            .send(show({ name: 'Zone Show', auditionDates: [{ StartDateTime: '2027-01-22T19:00:00', EndDateTime: '2027-01-22T21:00:00' }] })),
      ],
    ])('%s refuses a time without a zone in words', async (_route, send) => {
      expect(refused((await send()).body)).toContain(TIME_ZONE_REQUIRED_MESSAGE);
    });

    it('PATCH /api/calendar-data/:id refuses a time without a zone, and reads one with its zone', async () => {
      const { body } = await http()
        .post('/api/calendar-data')
        .set(as('Leader'))
        .send(event({ StartDateTime: '2027-01-22T19:00:00-05:00', EndDateTime: '2027-01-22T21:00:00-05:00' }))
        .expect(201);
      expect(body.record.fields.StartDateTime).toBe(seconds(new Date('2027-01-23T00:00:00Z')));
      const patch = await http()
        .patch(`/api/calendar-data/${body.record.id}`)
        .set(as('Leader'))
        .send(event({ StartDateTime: '2027-01-22T18:00:00', EndDateTime: '2027-01-22T21:00:00Z', version: body.record.fields.version }));
      expect(refused(patch.body)).toContain(TIME_ZONE_REQUIRED_MESSAGE);
    });
  });

  describe('item 6: one date rule for every date field', () => {
    const yearZero = '0000-01-01';
    it.each([
      [
        'POST /api/membership/play-reading-events Start_Date',
        () =>
          http()
            .post('/api/membership/play-reading-events')
            .set(as('Leader'))
            .send(reading({ Start_Date: yearZero })),
      ],
      [
        'POST /api/membership/play-reading-events End_Date',
        () =>
          http()
            .post('/api/membership/play-reading-events')
            .set(as('Leader'))
            .send(reading({ End_Date: yearZero })),
      ],
      [
        'PUT /api/rsvp-events/holiday-party eventDate',
        () =>
          http()
            .put('/api/rsvp-events/holiday-party')
            .set(as('Admin'))
            .send(holiday({ eventDate: yearZero })),
      ],
      [
        'PUT /api/rsvp-events/holiday-party startsOn',
        () =>
          http()
            .put('/api/rsvp-events/holiday-party')
            .set(as('Admin'))
            .send(holiday({ startsOn: yearZero })),
      ],
      ['GET /api/events-preview date', () => http().get(`/api/events-preview?date=${yearZero}`).set(as('Admin'))],
      [
        'GET /api/membership/member-log startDate',
        () => http().get(`/api/membership/member-log?startDate=${yearZero}&endDate=${today}`).set(as('Admin')),
      ],
      [
        'POST /api/calendar-data StartDateTime',
        () =>
          http()
            .post('/api/calendar-data')
            .set(as('Leader'))
            .send(event({ IsAllDay: true, StartDateTime: yearZero })),
      ],
      ['GET /api/calendar-data from', () => http().get(`/api/calendar-data?from=${yearZero}`).set(as('Member'))],
    ])('%s: year 0 is a 400 in words, never a 500', async (_route, send) => {
      expect(refused((await send()).body)).toMatch(/real date/);
    });

    it.each([
      [day(-1), 'A play reading cannot be dated in the past. Please choose today or a later date.'],
      ['9999-12-31', 'Please enter a real date as yyyy-mm-dd, between 2000 and 2100.'],
      [day(4 * 366), 'A play reading can be planned at most 3 years ahead.'],
    ])('a play reading on %s is refused on POST and PUT', async (date, message) => {
      expect(
        refused(
          (
            await http()
              .post('/api/membership/play-reading-events')
              .set(as('Leader'))
              .send(reading({ Start_Date: date }))
          ).body,
        ),
      ).toContain(message);
      const { body } = await http().post('/api/membership/play-reading-events').set(as('Leader')).send(reading()).expect(201);
      const put = await http()
        .put(`/api/membership/play-reading-events/${body.event.Event_ID}`)
        .set(as('Leader'))
        .send(reading({ Start_Date: date, version: body.event.version }));
      expect(refused(put.body)).toContain(message);
    });
  });

  describe('item 7: limits agree, and no validator wording reaches a person', () => {
    it('refuses a show description longer than the calendar Details it is copied into; one that fits keeps its audition dates editable', async () => {
      const start = theaterWallClockToInstant(day(30), 13);
      const end = theaterWallClockToInstant(day(30), 16);
      const auditionDates = [{ StartDateTime: start.toISOString(), EndDateTime: end.toISOString() }];
      const long = await http()
        .post('/api/shows')
        .set(as('Admin'))
        .send(show({ name: 'Long Show', description: 'x'.repeat(2001), auditionDates }));
      expect(refused(long.body)).toBe('Description can be at most 2000 characters long.');

      const description = 'y'.repeat(2000);
      const { body } = await http()
        .post('/api/shows')
        .set(as('Admin'))
        .send(show({ name: 'Fitting Show', description, auditionDates }))
        .expect(201);
      const [date] = body.show.auditionDates as { id: string }[];
      const { body: stored } = await http().get(`/api/calendar-data/${date.id}`).set(as('Leader')).expect(200);
      expect(stored.record.fields.Details).toBe(description);
      await http()
        .patch(`/api/calendar-data/${date.id}`)
        .set(as('Leader'))
        .send({ ...stored.record.fields, Location: 'Studio B' })
        .expect(200);
    });

    it.each([
      [
        'a number over its maximum',
        () => http().get('/membership/calendar/events-at-a-glance?daysOut=9999').set(as('Member')),
        'daysOut must be at most 365',
      ],
      [
        'a text over its maximum',
        () =>
          http()
            .get(`/api/calendar-data?filter=${encodeURIComponent(JSON.stringify({ Title: ['x'.repeat(201)] }))}`)
            .set(as('Member')),
        'at most 200 characters',
      ],
      [
        'a field of the wrong kind',
        () =>
          http()
            .post('/api/calendar-data')
            .set(as('Leader'))
            .send(event({ IsAllDay: 'yes', StartDateTime: day(3) })),
        'IsAllDay',
      ],
      [
        'an unknown field',
        () =>
          http()
            .post('/api/shows')
            .set(as('Admin'))
            .send(show({ name: 'Strict Show', isAdmin: true })),
        'isAdmin',
      ],
    ])('%s is answered in words', async (_what, send, words) => {
      expect(refused((await send()).body)).toContain(words);
    });
  });

  describe('item 8: the same rules on every route', () => {
    it("checks the audition form's phones by the member record's rule", async () => {
      const body = auditionSubmission(SEEDED.Member, { mobile: 'call me maybe =1+1' });
      expect(refused((await http().post('/api/audition-applications').set(as('Member')).send(body)).body)).toContain('10-digit US phone number');
      const landline = auditionSubmission(SEEDED.Member, { landline: '555' });
      expect(refused((await http().post('/api/audition-applications').set(as('Member')).send(landline)).body)).toContain('10-digit US phone number');
    });

    it.each([
      ['City', 'The\nVillages'],
      ['City', 'The\tVillages'],
      ['Street_Address', '12 Bell Ave\nApt 2'],
      ['Street_Address', '12\tBell Ave'],
    ])('refuses a line break or tab in %s (%j) on the application and the own-record update', async (field, text) => {
      const apply = await http()
        .post('/api/members/new')
        .send(memberApplication({ [field]: text, Email: 'lines@example.com' }));
      expect(refused(apply.body)).toMatch(/cannot contain control characters/);
      const own = await http()
        .patch('/api/members/update')
        .set(as('Member'))
        .send({ [field]: text });
      expect(refused(own.body)).toMatch(/cannot contain control characters/);
    });

    it('refuses unknown fields on shows and play readings, as member routes do', async () => {
      refused(
        (
          await http()
            .post('/api/shows')
            .set(as('Admin'))
            .send(show({ name: 'Unknown Field Show', featured: true }))
        ).body,
      );
      refused(
        (
          await http()
            .post('/api/membership/play-reading-events')
            .set(as('Leader'))
            .send(reading({ Price: 5 }))
        ).body,
      );
      const { body } = await http().post('/api/membership/play-reading-events').set(as('Leader')).send(reading()).expect(201);
      refused(
        (
          await http()
            .put(`/api/membership/play-reading-events/${body.event.Event_ID}`)
            .set(as('Leader'))
            .send(reading({ Price: 5, version: body.event.version }))
        ).body,
      );
    });

    it.each(['/api/members/search', '/api/members/export'])("%s refuses a last name of ' (it would match every member)", async (route) => {
      expect(refused((await http().post(route).set(as('Member')).send({ Last_Name: "'" })).body)).toContain('at least one letter');
      expect(refused((await http().post(route).set(as('Member')).send({ First_Name: '-' })).body)).toContain('at least one letter');
    });

    it('accepts an e-mail at a Unicode domain and stores the one ASCII form both spellings share', async () => {
      await http()
        .post('/api/members/new')
        .send(memberApplication({ Email: 'probe@bücher.test' }))
        .expect(201);
      const [row] = await env.dataSource.query<{ email: string }[]>(`SELECT email FROM members WHERE email LIKE 'probe@%'`);
      expect(row.email).toBe('probe@xn--bcher-kva.test');
      const again = await http()
        .post('/api/members/new')
        .send(memberApplication({ Email: 'probe@xn--bcher-kva.test' }));
      expect(again.status).toBe(409);
    });
  });

  describe('item 9: names sort linguistically', () => {
    const lastNames = ['Zulauf', 'Ñúñez', 'de la Cruz', 'Nash', 'Dean', 'Oliver', 'adams', 'Ávila'];
    const expected = ['adams', 'Ávila', 'de la Cruz', 'Dean', 'Nash', 'Ñúñez', 'Oliver', 'Zulauf'];

    beforeAll(async () => {
      for (const [index, lastName] of lastNames.entries()) {
        await env.dataSource.query(`INSERT INTO members (email, first_name, last_name, membership_status) VALUES ($1, 'Collatia', $2, 'Active')`, [
          `collation${index}@example.com`,
          lastName,
        ]);
      }
    });

    it('lists search results in the order people read names', async () => {
      const { body } = await http().post('/api/members/search').set(as('Member')).send({ First_Name: 'Collatia' }).expect(200);
      expect((body.members as { Last_Name: string }[]).map((member) => member.Last_Name)).toEqual(expected);
    });

    it('exports in the same order', async () => {
      const { text } = await http().post('/api/members/export').set(as('Admin')).send({ First_Name: 'Collatia' }).expect(200);
      const order = expected.map((name) => text.indexOf(name));
      expect(order.every((position) => position >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
    });

    it('still reads a broad search page from the name-ordered index', async () => {
      await env.dataSource.query('ANALYZE members');
      const plan = await env.dataSource.query<{ 'QUERY PLAN': string }[]>(
        `EXPLAIN SELECT id, last_name, first_name FROM members WHERE deleted_at IS NULL ORDER BY last_name, first_name, id LIMIT 51`,
      );
      expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('members_search_list_idx');
    });
  });
});

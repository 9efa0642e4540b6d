import type { INestApplication } from '@nestjs/common';
import type { CalendarEventRecord } from '@greenroom/contracts';
import request from 'supertest';
import { seededTokens } from './support/sessions';
import { TestEnvironment } from './support/test-env';

const DAY = 86_400;

describe('calendar: categories, events, repeating series and the glance card', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let tokens: Record<string, string>;

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp();
    tokens = await seededTokens(app, ['Admin', 'Leader', 'Member']);
  });
  afterAll(() => env.dispose());

  const as = (role: 'Admin' | 'Leader' | 'Member') => ({
    get: (path: string) => request(app.getHttpServer()).get(path).set('Authorization', `Bearer ${tokens[role]}`),
    post: (path: string) => request(app.getHttpServer()).post(path).set('Authorization', `Bearer ${tokens[role]}`),
    patch: (path: string) => request(app.getHttpServer()).patch(path).set('Authorization', `Bearer ${tokens[role]}`),
    delete: (path: string) => request(app.getHttpServer()).delete(path).set('Authorization', `Bearer ${tokens[role]}`),
  });
  const eventCount = async () => Number((await env.dataSource.query<{ count: string }[]>('SELECT count(*) FROM calendar_events'))[0].count);

  const body = {
    Title: 'Rehearsal',
    Category: 'Rehearsal',
    StartDateTime: '2031-03-04T14:00:00.000Z',
    EndDateTime: '2031-03-04T17:00:00.000Z',
    IsAllDay: false,
    Location: 'Main stage',
    Details: 'Act I-Pages 6-20',
  };

  it('lists the categories with their colours to every member', async () => {
    const { body: answer } = await as('Member').get('/api/calendar-categories').expect(200);
    expect(answer.categories).toEqual(
      expect.arrayContaining([{ id: expect.any(String), name: 'Meeting', fillColor: '#f4b400', textColor: '#000000', retired: false, version: 1 }]),
    );
  });

  it("lists the categories in the office's order, the usual one first, so the Add Event dialog starts on it", async () => {
    const { body: answer } = await as('Member').get('/api/calendar-categories').expect(200);
    const names = (answer.categories as { name: string }[]).map((category) => category.name);
    expect(names.slice(0, 2)).toEqual(['Rehearsal', 'Performance']);
    expect(names.at(-1)).toBe('Default');
  });

  it('refuses visitors', async () => {
    await request(app.getHttpServer()).get('/api/calendar-data').expect(401);
    await request(app.getHttpServer()).get('/membership/calendar/events-at-a-glance').expect(401);
  });

  it('creates one event per POST (the spec call) and reads it back as a record in Unix seconds', async () => {
    const { body: created } = await as('Leader').post('/api/calendar-data').send(body).expect(201);
    expect(created.record).toEqual({
      id: expect.any(String),
      fields: {
        Title: 'Rehearsal',
        Category: 'Rehearsal',
        StartDateTime: Date.parse(body.StartDateTime) / 1000,
        EndDateTime: Date.parse(body.EndDateTime) / 1000,
        IsAllDay: false,
        Location: 'Main stage',
        Details: 'Act I-Pages 6-20',
        SeriesId: null,
        version: 1,
      },
    });
    const { body: listed } = await as('Member')
      .get('/api/calendar-data')
      .query({ from: '2031-03-01T00:00:00Z', to: '2031-04-01T00:00:00Z' })
      .expect(200);
    expect(listed.records).toEqual([created.record]);
  });

  it('filters by Title and Category with the spec filter parameter', async () => {
    const filter = JSON.stringify({ Title: ['Audition'] });
    const { body: auditions } = await as('Member').get('/api/calendar-data').query({ filter }).expect(200);
    expect(auditions.records.length).toBeGreaterThan(0);
    expect(auditions.records.every((record: CalendarEventRecord) => record.fields.Title === 'Audition')).toBe(true);
    const { body: none } = await as('Member')
      .get('/api/calendar-data')
      .query({ filter: JSON.stringify({ Title: ['Audition'], Category: ['No such show'] }) })
      .expect(200);
    expect(none.records).toEqual([]);
    await as('Member').get('/api/calendar-data').query({ filter: '{not json' }).expect(400);
  });

  it('refuses writes by a Member, with nothing written', async () => {
    const before = await eventCount();
    await as('Member').post('/api/calendar-data').send(body).expect(403);
    await as('Member')
      .post('/api/calendar-data/series')
      .send({ ...body, Occurrences: [{ StartDateTime: body.StartDateTime, EndDateTime: body.EndDateTime }] })
      .expect(403);
    const [anyEvent] = (await as('Member').get('/api/calendar-data').expect(200)).body.records as CalendarEventRecord[];
    await as('Member').patch(`/api/calendar-data/${anyEvent.id}`).send(body).expect(403);
    await as('Member').delete(`/api/calendar-data/${anyEvent.id}`).expect(403);
    expect(await eventCount()).toBe(before);
  });

  it.each([
    ['end before start', { EndDateTime: '2031-03-04T13:00:00.000Z' }, 'End time must be after start time'],
    ['a missing title', { Title: '  ' }, 'Title is required'],
    ['a missing category', { Category: undefined }, 'Category is required'],
    ['a missing date', { StartDateTime: undefined }, ''],
    ['an unreadable date', { StartDateTime: 'next tuesday' }, 'Invalid date'],
    ['29 February of a common year', { StartDateTime: '2027-02-29T19:00:00-05:00', EndDateTime: '2027-03-01T02:00:00Z' }, 'Invalid date'],
    ['31 February', { StartDateTime: '2027-02-31', EndDateTime: '2027-03-04T17:00:00Z' }, 'Invalid date'],
    ['"0" as a date', { StartDateTime: '0' }, 'Invalid date'],
    ['"1" as a date', { StartDateTime: '1' }, 'Invalid date'],
    ['the last instant JavaScript can hold', { StartDateTime: 8.64e15 }, 'Invalid date'],
    ["25 o'clock", { StartDateTime: '2031-03-04T25:00:00Z' }, 'Invalid date'],
    ['a 10,000-character title', { Title: 'x'.repeat(10_000) }, 'Title can be at most 200 characters long.'],
    ['a timed event without an end', { EndDateTime: null }, 'End time is required for an event that is not all day'],
    ['a NUL in the title', { Title: 'Re\u0000hearsal' }, 'Title cannot contain control characters, invisible characters or text-direction marks.'],
    ['a bell and a bidi override in the title', { Title: 'Probe\u0007bell\u202Eevil' }, 'Title cannot contain control characters'],
    ['a bidi override in the title', { Title: 'Probe\u202Eevil' }, 'Title cannot contain control characters'],
    ['a zero-width space as the title', { Title: '\u200B' }, 'Title cannot contain control characters'],
    ['a NUL in the details', { Details: 'Act I\u0000' }, 'Details cannot contain control characters'],
    ['an unknown category', { Category: 'Bowling' }, 'Unknown category: Bowling'],
  ])('answers 400 for %s, with nothing written', async (_case, change, message) => {
    const before = await eventCount();
    const response = await as('Admin')
      .post('/api/calendar-data')
      .send({ ...body, ...change })
      .expect(400);
    expect(response.body.statusCode).toBe(400);
    expect(String(response.body.message)).toContain(message);
    expect(await eventCount()).toBe(before);
  });

  it('reads one event by id', async () => {
    const [first] = (await as('Member').get('/api/calendar-data').expect(200)).body.records as CalendarEventRecord[];
    expect((await as('Member').get(`/api/calendar-data/${first.id}`).expect(200)).body).toEqual({ record: first });
    await as('Member').get('/api/calendar-data/00000000-0000-4000-8000-000000000000').expect(404);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect(
      (
        await as('Admin')
          .patch('/api/calendar-data/42')
          .send({ ...body, version: 1 })
          .expect(400)
      ).body,
    ).toEqual({ statusCode: 400, message: 'Invalid event id.' });
    await as('Admin').delete('/api/calendar-data/not-an-id').expect(400);
    await as('Member').get('/api/calendar-data/not-an-id').expect(400);
    await as('Admin').delete('/api/calendar-data/00000000-0000-4000-8000-000000000000').expect(404);
  });

  describe('repeating series', () => {
    const occurrence = (date: string) => ({ StartDateTime: `${date}T14:00:00.000Z`, EndDateTime: `${date}T17:00:00.000Z` });
    const dates = ['2031-05-06', '2031-05-08', '2031-05-13', '2031-05-15'];

    it('creates every occurrence in one request with one series id', async () => {
      const { body: created } = await as('Leader')
        .post('/api/calendar-data/series')
        .send({ ...body, Occurrences: dates.map(occurrence) })
        .expect(201);
      expect(created.records).toHaveLength(4);
      expect(new Set(created.records.map((record: CalendarEventRecord) => record.fields.SeriesId))).toEqual(new Set([created.seriesId]));
    });

    it('writes nothing when one occurrence is invalid (all or nothing)', async () => {
      const before = await eventCount();
      const bad = [...dates.map(occurrence), { StartDateTime: '2031-05-20T14:00:00.000Z', EndDateTime: '2031-05-20T13:00:00.000Z' }];
      await as('Leader')
        .post('/api/calendar-data/series')
        .send({ ...body, Occurrences: bad })
        .expect(400);
      await as('Leader')
        .post('/api/calendar-data/series')
        .send({ ...body, Category: 'Bowling', Occurrences: dates.map(occurrence) })
        .expect(400);
      expect(await eventCount()).toBe(before);
    });

    it('caps a series at one year with a clear message', async () => {
      const response = await as('Leader')
        .post('/api/calendar-data/series')
        .send({ ...body, Occurrences: [occurrence('2031-01-01'), occurrence('2032-01-05')] })
        .expect(400);
      expect(response.body.message).toContain('at most one year');
    });

    it('edits one occurrence, then the whole series, and deletes the series together', async () => {
      const { body: created } = await as('Leader')
        .post('/api/calendar-data/series')
        .send({ ...body, Title: 'Workshop', Category: 'Workshop', Occurrences: dates.map(occurrence) })
        .expect(201);
      const [first, second] = created.records as CalendarEventRecord[];

      const moved = {
        ...body,
        Title: 'Workshop (moved)',
        Category: 'Workshop',
        StartDateTime: second.fields.StartDateTime + 3600,
        EndDateTime: second.fields.EndDateTime! + 3600,
      };
      const { body: edited } = await as('Admin')
        .patch(`/api/calendar-data/${second.id}`)
        .send({ id: second.id, ...moved, version: second.fields.version })
        .expect(200);
      expect(edited.record.fields).toMatchObject({ Title: 'Workshop (moved)', StartDateTime: second.fields.StartDateTime + 3600 });
      const seriesRows = () =>
        env.dataSource.query<{ title: string; start_at: Date }[]>(
          'SELECT title, start_at FROM calendar_events WHERE series_id = $1 ORDER BY start_at',
          [created.seriesId],
        );
      expect((await seriesRows()).map((row) => row.title)).toEqual(['Workshop', 'Workshop (moved)', 'Workshop', 'Workshop']);

      await as('Leader')
        .patch(`/api/calendar-data/${first.id}?scope=series`)
        .send({
          ...body,
          Title: 'Workshop',
          Category: 'Workshop',
          version: first.fields.version,
          StartDateTime: first.fields.StartDateTime + 1800,
          EndDateTime: first.fields.EndDateTime! + 1800,
        })
        .expect(200);
      const rows = await seriesRows();
      expect(rows.map((row) => row.title)).toEqual(['Workshop', 'Workshop', 'Workshop', 'Workshop']);
      expect(rows[2].start_at.getTime() / 1000).toBe(Date.parse(`${dates[2]}T14:30:00.000Z`) / 1000);

      expect((await as('Leader').delete(`/api/calendar-data/${second.id}`).expect(200)).body).toEqual({ deleted: 1 });
      expect((await as('Leader').delete(`/api/calendar-data/${first.id}?scope=series`).expect(200)).body).toEqual({ deleted: 3 });
      expect(await seriesRows()).toEqual([]);
    });
  });

  it('gives the glance card the next events within daysOut, at most limit, flat and in Unix seconds', async () => {
    const soon = Math.floor(Date.now() / 1000) + 2 * DAY;
    await as('Admin')
      .post('/api/calendar-data')
      .send({ ...body, Title: 'Glance check', StartDateTime: soon, EndDateTime: soon + 3600 })
      .expect(201);
    const { body: answer } = await as('Member').get('/membership/calendar/events-at-a-glance').query({ daysOut: 30, limit: 8 }).expect(200);
    expect(answer.records.length).toBeGreaterThan(0);
    expect(answer.records.length).toBeLessThanOrEqual(8);
    const starts = answer.records.map((record: { StartDateTime: number }) => record.StartDateTime);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(answer.records.every((record: { StartDateTime: number }) => record.StartDateTime < Date.now() / 1000 + 30 * DAY)).toBe(true);
    expect(answer.records).toContainEqual(
      expect.objectContaining({
        Title: 'Glance check',
        StartDateTime: soon,
        EndDateTime: soon + 3600,
        Category: 'Rehearsal',
        Location: 'Main stage',
      }),
    );
    const { body: one } = await as('Member').get('/membership/calendar/events-at-a-glance').query({ daysOut: 30, limit: 1 }).expect(200);
    expect(one.records).toHaveLength(1);
    await as('Member').get('/membership/calendar/events-at-a-glance').query({ limit: 'many' }).expect(400);
  });

  it("lists the theater's own events, read-only and linked to their page, in the range and in the glance", async () => {
    const tomorrow = new Date(Date.now() + DAY * 1000).toISOString().slice(0, 10);
    await env.dataSource.query(
      `INSERT INTO play_reading_events (title, start_date, start_time, end_time, location) VALUES ('Play Reading: List Check', $1, '14:00', '16:00', 'Laurel Manor')`,
      [tomorrow],
    );
    const from = Math.floor(Date.now() / 1000);
    const { body } = await as('Member')
      .get('/api/calendar-data')
      .query({ from, to: from + 400 * DAY })
      .expect(200);
    const titled = (title: string) => body.records.find((record: CalendarEventRecord) => record.fields.Title === title);
    expect(titled('Play Reading: List Check')).toMatchObject({
      id: expect.stringMatching(/^play-reading-/),
      fields: {
        Category: 'Play reading',
        IsAllDay: false,
        EndDateTime: titled('Play Reading: List Check').fields.StartDateTime + 7200,
        Page: { kind: 'play-reading', path: '/play-reading' },
      },
    });
    expect(titled('Holiday Party')).toMatchObject({ fields: { Category: 'RSVP event', Page: { kind: 'rsvp-event', path: '/holiday-party' } } });
    expect(titled('May Social')).toMatchObject({ fields: { Category: 'RSVP event', Page: { kind: 'rsvp-event', path: '/may-social' } } });
    const starts = body.records.map((record: CalendarEventRecord) => record.fields.StartDateTime);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));

    const { body: glance } = await as('Member').get('/membership/calendar/events-at-a-glance').query({ daysOut: 30, limit: 8 }).expect(200);
    expect(glance.records).toContainEqual(
      expect.objectContaining({ Title: 'Play Reading: List Check', Page: { kind: 'play-reading', path: '/play-reading' } }),
    );
    const { body: none } = await as('Member')
      .get('/api/calendar-data')
      .query({ filter: JSON.stringify({ Category: ['Rehearsal'] }), from, to: from + 400 * DAY })
      .expect(200);
    expect(none.records.some((record: CalendarEventRecord) => record.fields.Page)).toBe(false);
  });
});

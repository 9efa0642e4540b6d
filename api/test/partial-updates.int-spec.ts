import {
  type AdminMember,
  AdminMemberUpdateSchema,
  type CalendarCategoryItem,
  CATEGORY_PALETTE,
  missingFieldsMessage,
  type PlayReadingEvent,
  type RsvpEvent,
  type Show,
  type Team,
} from '@greenroom/contracts';
import { httpAppWithMail } from './support/http-app';
import { SEEDED } from './support/members';

const DAY = 86_400;

/**
 * The rule of docs/one-way.md ("an update route"): a POST/PUT update is a full replacement (every field sent, or a 400 naming
 * the ones left out, and nothing stored); a PATCH keeps every field it is not sent.
 */
describe('partial updates: a field left out is refused (POST/PUT) or kept (PATCH), never wiped', () => {
  const { env, http, as } = httpAppWithMail(['Member', 'Leader', 'Board', 'Admin']);
  const now = Math.floor(Date.now() / 1000);

  const detail = async (email: string, id: string) =>
    (await http().get('/api/members/detail').query({ email, id }).set(as('Admin')).expect(200)).body.member as AdminMember;

  describe('POST /api/members/update (full replacement)', () => {
    it('refuses a body without Mobile, City, Villages ID and Member Since, naming them, and changes nothing', async () => {
      const member = SEEDED.Member;
      const full = await detail(member.email, member.id);
      const whole = Object.fromEntries(Object.keys(AdminMemberUpdateSchema.shape).map((key) => [key, full[key as keyof AdminMember]]));
      await http()
        .post('/api/members/update')
        .set(as('Admin'))
        .send({ ...whole, id: member.id, City: 'Lady Lake', Mobile: '352-555-0188' })
        .expect(200);
      const before = await detail(member.email, member.id);
      expect(before.City).toBe('Lady Lake');

      const left = new Set(['Mobile', 'City', 'Villages_ID', 'Member_Since']);
      const partial = Object.fromEntries(
        Object.entries({ ...whole, version: before.version, id: member.id, First_Name: 'Changed' }).filter(([key]) => !left.has(key)),
      );
      const refused = await http().post('/api/members/update').set(as('Admin')).send(partial).expect(400);
      expect(refused.body).toEqual({ statusCode: 400, message: missingFieldsMessage(['Mobile', 'City', 'Member_Since', 'Villages_ID']) });
      expect(refused.body.message).toMatch(/^These fields are missing: Mobile, City, Member_Since, Villages_ID\./);
      expect(await detail(member.email, member.id)).toEqual(before);

      // Sent empty on purpose, a field is cleared.
      await http()
        .post('/api/members/update')
        .set(as('Admin'))
        .send({ ...whole, version: before.version, id: member.id, City: null, Mobile: '352-555-0188' })
        .expect(200);
      expect((await detail(member.email, member.id)).City).toBeNull();
    });
  });

  describe('PATCH /api/members/update (patch)', () => {
    it('keeps every field the member does not send', async () => {
      const member = SEEDED.Member;
      const before = await detail(member.email, member.id);
      await http().patch('/api/members/update').set(as('Member')).send({ Street_Address: '9 Patch Lane' }).expect(200);
      const after = await detail(member.email, member.id);
      expect(after.Street_Address).toBe('9 Patch Lane');
      // Any change raises the record's version (so an admin's form loaded before it is refused, not saved over it).
      expect({ ...after, Street_Address: before.Street_Address, version: before.version }).toEqual(before);
      expect(after.version).toBe(before.version + 1);
    });
  });

  describe('PUT /api/teams/:id (full replacement)', () => {
    it('refuses a team sent with its name only, naming the rest, and keeps the team as it was', async () => {
      const teams = (await http().get('/api/teams').expect(200)).body.teams as Team[];
      const props = teams.find((team) => team.name === 'Props')!;
      const whole = { name: 'Props', description: 'Everything the actors carry.', coordinatorName: 'Pat Props', coordinatorEmail: 'pat@props.test' };
      const saved = await http()
        .put(`/api/teams/${props.id}`)
        .set(as('Leader'))
        .send({ ...whole, version: props.version })
        .expect(200);
      const version = (saved.body.team as Team).version;
      const refused = await http().put(`/api/teams/${props.id}`).set(as('Leader')).send({ name: 'Props and Things', version }).expect(400);
      expect(refused.body.message).toBe(missingFieldsMessage(['description', 'coordinatorName', 'coordinatorEmail']));
      const after = ((await http().get('/api/teams').expect(200)).body.teams as Team[]).find((team) => team.id === props.id);
      expect(after).toEqual({
        id: props.id,
        name: 'Props',
        description: whole.description,
        coordinatorDetails: { name: 'Pat Props', email: 'pat@props.test' },
        version,
      });
    });
  });

  describe('PUT /api/shows/:id (full replacement)', () => {
    it('refuses a show without its characters and dates, naming them, and keeps them', async () => {
      const created = await http()
        .post('/api/shows')
        .set(as('Admin'))
        .send({
          name: 'Our Town',
          description: 'Grover’s Corners.',
          auditionLocation: 'Savannah',
          characters: [{ name: 'Emily', gender: 'Female', ageRange: '', descriptors: '' }],
          auditionDates: [{ StartDateTime: now + 10 * DAY, EndDateTime: now + 10 * DAY + 3600 }],
        })
        .expect(201);
      const show = created.body.show as Show;
      const refused = await http()
        .put(`/api/shows/${show.id}`)
        .set(as('Board'))
        .send({ name: 'Our Town', description: '', auditionLocation: '', version: show.version })
        .expect(400);
      expect(refused.body.message).toBe(missingFieldsMessage(['characters', 'auditionDates']));
      const after = ((await http().get('/api/shows').set(as('Board')).expect(200)).body.shows as Show[]).find((found) => found.id === show.id);
      expect(after).toEqual(show);
    });
  });

  describe('PUT /api/membership/play-reading-events/:id (full replacement)', () => {
    it('refuses a reading sent with title and date only, naming the rest, and keeps it', async () => {
      const [reading] = (await http().get('/api/membership/play-reading-events').set(as('Member')).expect(200)).body.events as PlayReadingEvent[];
      const refused = await http()
        .put(`/api/membership/play-reading-events/${reading.Event_ID}`)
        .set(as('Leader'))
        .send({ Title: 'Renamed', Start_Date: reading.Start_Date, version: reading.version })
        .expect(400);
      expect(refused.body.message).toBe(missingFieldsMessage(['End_Date', 'Start_Time', 'End_Time', 'Location', 'Address', 'Description']));
      const after = ((await http().get('/api/membership/play-reading-events').set(as('Member')).expect(200)).body.events as PlayReadingEvent[]).find(
        (event) => event.Event_ID === reading.Event_ID,
      );
      expect(after).toEqual(reading);
    });
  });

  describe('PUT /api/rsvp-events/:key (full replacement)', () => {
    it('refuses settings sent with the title only, naming the rest, and keeps them', async () => {
      const before = (await http().get('/api/rsvp-events/holiday-party').set(as('Admin')).expect(200)).body.event as RsvpEvent;
      const refused = await http()
        .put('/api/rsvp-events/holiday-party')
        .set(as('Admin'))
        .send({ title: 'Renamed party', version: before.version })
        .expect(400);
      expect(refused.body.message).toBe(missingFieldsMessage(['eventDate', 'timeText', 'location', 'rsvpBy', 'details', 'startsOn', 'endsOn']));
      expect((await http().get('/api/rsvp-events/holiday-party').set(as('Admin')).expect(200)).body.event).toEqual(before);
    });
  });

  describe('PATCH /api/calendar-data/:id (patch)', () => {
    it('keeps the location, details and times it is not sent, and checks the times as they will be stored', async () => {
      const created = await http()
        .post('/api/calendar-data')
        .set(as('Leader'))
        .send({
          Title: 'Set build',
          Category: 'Rehearsal',
          IsAllDay: false,
          Location: 'Workshop',
          Details: 'Bring gloves.',
          StartDateTime: now + 5 * DAY,
          EndDateTime: now + 5 * DAY + 7200,
        })
        .expect(201);
      const id = created.body.record.id as string;
      const patched = await http()
        .patch(`/api/calendar-data/${id}`)
        .set(as('Leader'))
        .send({ Title: 'Set build, day two', version: created.body.record.fields.version })
        .expect(200);
      expect(patched.body.record.fields).toMatchObject({
        Title: 'Set build, day two',
        Category: 'Rehearsal',
        IsAllDay: false,
        Location: 'Workshop',
        Details: 'Bring gloves.',
        StartDateTime: now + 5 * DAY,
        EndDateTime: now + 5 * DAY + 7200,
      });
      // An end before the kept start is refused like any other.
      const refused = await http()
        .patch(`/api/calendar-data/${id}`)
        .set(as('Leader'))
        .send({ EndDateTime: now + 4 * DAY, version: patched.body.record.fields.version })
        .expect(400);
      expect(refused.body.message).toMatch(/end/i);
      const cleared = await http()
        .patch(`/api/calendar-data/${id}`)
        .set(as('Leader'))
        .send({ Details: '', version: patched.body.record.fields.version })
        .expect(200);
      expect(cleared.body.record.fields).toMatchObject({ Details: null, Location: 'Workshop', EndDateTime: now + 5 * DAY + 7200 });
    });
  });

  describe('PATCH /api/calendar-data/:id?scope=series (patch)', () => {
    it('renames every occurrence of a series and keeps each one’s own times, place and details', async () => {
      const starts = [now + 20 * DAY, now + 22 * DAY, now + 27 * DAY];
      const created = await http()
        .post('/api/calendar-data/series')
        .set(as('Leader'))
        .send({
          Title: 'Line rehearsal',
          Category: 'Rehearsal',
          IsAllDay: false,
          Location: 'Studio B',
          Details: 'Books down.',
          Occurrences: starts.map((start) => ({ StartDateTime: start, EndDateTime: start + 5400 })),
        })
        .expect(201);
      const [first] = created.body.records as { id: string; fields: { version: number } }[];
      await http()
        .patch(`/api/calendar-data/${first.id}?scope=series`)
        .set(as('Leader'))
        .send({ Title: 'Line run', version: first.fields.version })
        .expect(200);
      const rows = await env.dataSource.query<{ title: string; location: string; details: string; start: number; length: number }[]>(
        `SELECT title, location, details, extract(epoch FROM start_at)::int AS start, extract(epoch FROM end_at - start_at)::int AS length
         FROM calendar_events WHERE series_id = $1 ORDER BY start_at`,
        [created.body.seriesId],
      );
      expect(rows).toEqual(starts.map((start) => ({ title: 'Line run', location: 'Studio B', details: 'Books down.', start, length: 5400 })));
    });
  });

  describe('PATCH /api/calendar-categories/:id (patch)', () => {
    it('keeps the name when only the colour is sent, and the colour when only the name is', async () => {
      const fill = CATEGORY_PALETTE[0].fillColor;
      const other = CATEGORY_PALETTE[1].fillColor;
      const created = await http().post('/api/calendar-categories').set(as('Admin')).send({ name: 'Costume fittings', fillColor: fill }).expect(201);
      const id = (created.body.category as CalendarCategoryItem).id;
      const recoloured = await http()
        .patch(`/api/calendar-categories/${id}`)
        .set(as('Admin'))
        .send({ fillColor: other, version: (created.body.category as CalendarCategoryItem).version })
        .expect(200);
      expect(recoloured.body.category).toMatchObject({ name: 'Costume fittings', fillColor: other });
      const renamed = await http()
        .patch(`/api/calendar-categories/${id}`)
        .set(as('Admin'))
        .send({ name: 'Fittings', version: (recoloured.body.category as CalendarCategoryItem).version })
        .expect(200);
      expect(renamed.body.category).toMatchObject({ name: 'Fittings', fillColor: other });
      const rows = await env.dataSource.query<{ name: string }[]>('SELECT name FROM calendar_categories WHERE id = $1', [id]);
      expect(rows).toEqual([{ name: 'Fittings' }]);
    });
  });
});

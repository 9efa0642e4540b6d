import { staleVersionMessage, type CalendarEventRecord, type Show } from '@greenroom/contracts';
import { httpAppWithMail } from './support/http-app';
import { SEEDED } from './support/members';

type Answer = { status: number; body: Record<string, unknown> };

/** Which of two saves fired at once was stored: one 200, one 409. */
function winnerAndLoser(answers: Answer[]): { winner: number; loser: number } {
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  const winner = answers.findIndex((answer) => answer.status === 200);
  return { winner, loser: 1 - winner };
}

/** The refused save's 409: the record's word, then what differs now, by label (the order the server lists them). */
function expectStale(answer: Answer, record: string, labels: string[]): void {
  expect(answer.body).toEqual({ statusCode: 409, message: staleVersionMessage(record, labels) });
}

const DAY = 86_400;
const inDays = (days: number, hour: number) => Math.floor(Date.now() / 1000 / DAY + days) * DAY + hour * 3600;

describe('two admins saving one record: the second save built from the same read is refused in words', () => {
  const { env, http, as } = httpAppWithMail(['Admin']);
  const asAdmin = () => as('Admin');

  describe('member (POST /api/members/update)', () => {
    const loadMember = async () => {
      const detail = await http().get('/api/members/detail').query({ email: SEEDED.Member.email }).set(asAdmin()).expect(200);
      const { isAdmin: _isAdmin, ...record } = detail.body.member;
      return record;
    };

    it('stores one of two saves from one read whole, and answers the other 409 naming what differs', async () => {
      const loaded = await loadMember();
      const saves = [
        { ...loaded, City: 'Ocala' },
        { ...loaded, Mobile: '(352) 555-0142' },
      ];
      const answers = await Promise.all(saves.map((save) => http().post('/api/members/update').set(asAdmin()).send(save)));
      const { winner, loser } = winnerAndLoser(answers);
      // What is stored now differs from the refused save in the winner's field and the loser's own (the table's order).
      expect(answers[loser].body).toEqual({ statusCode: 409, message: staleVersionMessage('member', ['Mobile', 'City']) });
      expect(answers[loser].body.message).toBe(
        'Someone else changed this member while you were editing (Mobile, City). Reload to see their changes, then make yours again.',
      );
      const stored = await loadMember();
      expect(stored).toEqual({ ...saves[winner], version: loaded.version + 1 });
      expect(answers[winner].body).toEqual({ member: { ...stored, isAdmin: false } });

      // Reloaded, the loser's change goes through.
      const again = await http()
        .post('/api/members/update')
        .set(asAdmin())
        .send({ ...stored, ...(winner === 0 ? { Mobile: '(352) 555-0142' } : { City: 'Ocala' }) })
        .expect(200);
      expect(again.body.member).toMatchObject({ City: 'Ocala', Mobile: '(352) 555-0142', version: loaded.version + 2 });
    });

    it('counts a change through any other route: a save from before it is refused', async () => {
      const loaded = await loadMember();
      // Another writer (here straight SQL, as a dues payment or the member's own change would) raises the version.
      await env.dataSource.query(`UPDATE members SET villages_id = 'V-77' WHERE id = $1`, [SEEDED.Member.id]);
      const stale = await http()
        .post('/api/members/update')
        .set(asAdmin())
        .send({ ...loaded, Level: 'Advanced' })
        .expect(409);
      expect(stale.body.message).toBe(staleVersionMessage('member', ['Villages ID', 'Level']));
      expect((await loadMember()).Level).toBe(loaded.Level);
    });

    it('needs the version (400 in words)', async () => {
      const { version: _version, ...loaded } = await loadMember();
      const missing = await http().post('/api/members/update').set(asAdmin()).send(loaded).expect(400);
      expect(missing.body).toEqual({ statusCode: 400, message: 'version is required: reload the record, then save again.' });
    });
  });

  describe('event and series (PATCH /api/calendar-data/:id)', () => {
    const body = (record: CalendarEventRecord) => {
      const { SeriesId: _series, ...fields } = record.fields;
      return fields;
    };
    const load = async (id: string) => (await http().get(`/api/calendar-data/${id}`).set(asAdmin()).expect(200)).body.record as CalendarEventRecord;

    it('stores one of two edits of an event whole and answers the other 409', async () => {
      const { body: created } = await http()
        .post('/api/calendar-data')
        .set(asAdmin())
        .send({ Title: 'Set build', Category: 'Rehearsal', StartDateTime: inDays(20, 14), EndDateTime: inDays(20, 17), Location: 'Barn' })
        .expect(201);
      const loaded = created.record as CalendarEventRecord;
      const saves = [
        { ...body(loaded), Location: 'Main stage' },
        { ...body(loaded), Details: 'Bring gloves.' },
      ];
      const answers = await Promise.all(saves.map((save) => http().patch(`/api/calendar-data/${loaded.id}`).set(asAdmin()).send(save)));
      const { winner, loser } = winnerAndLoser(answers);
      expectStale(answers[loser], 'event', ['Location', 'Details']);
      expect(await load(loaded.id)).toEqual({ id: loaded.id, fields: { ...loaded.fields, ...saves[winner], version: loaded.fields.version + 1 } });
    });

    it('stores one of two edits of a whole series and answers the other 409', async () => {
      const starts = [30, 37, 44].map((days) => ({ StartDateTime: inDays(days, 9), EndDateTime: inDays(days, 12) }));
      const { body: created } = await http()
        .post('/api/calendar-data/series')
        .set(asAdmin())
        .send({ Title: 'Line rehearsal', Category: 'Rehearsal', Occurrences: starts })
        .expect(201);
      const [first] = created.records as CalendarEventRecord[];
      const saves = [
        { ...body(first), Title: 'Line run' },
        { ...body(first), Location: 'Green room' },
      ];
      const answers = await Promise.all(saves.map((save) => http().patch(`/api/calendar-data/${first.id}?scope=series`).set(asAdmin()).send(save)));
      const { winner, loser } = winnerAndLoser(answers);
      expectStale(answers[loser], 'series', ['Title', 'Location']);
      const stored = await Promise.all((created.records as CalendarEventRecord[]).map((record) => load(record.id)));
      for (const record of stored) {
        expect(record.fields).toMatchObject({ Title: saves[winner].Title, Location: saves[winner].Location ?? null, SeriesId: created.seriesId });
      }
    });
  });

  describe('show with its characters and audition dates (PUT /api/shows/:id)', () => {
    it('stores one of two edits whole and answers the other 409', async () => {
      const { body: created } = await http()
        .post('/api/shows')
        .set(asAdmin())
        .send({
          name: 'Harvey',
          description: 'A tall white rabbit.',
          auditionLocation: 'Savannah Center',
          characters: [{ name: 'Elwood P. Dowd', gender: 'Male', ageRange: '40s', descriptors: 'gentle' }],
          auditionDates: [{ StartDateTime: inDays(15, 18), EndDateTime: inDays(15, 21) }],
        })
        .expect(201);
      const loaded = created.show as Show;
      const { id, retired: _retired, auditionDates, ...rest } = loaded;
      const base = {
        ...rest,
        auditionDates: auditionDates.map(({ id: dateId, StartDateTime, EndDateTime }) => ({ id: dateId, StartDateTime, EndDateTime })),
      };
      const saves = [
        { ...base, description: 'A tall white rabbit, unseen.' },
        { ...base, characters: [...base.characters, { name: 'Veta Louise Simmons', gender: 'Female', ageRange: '50s', descriptors: 'his sister' }] },
      ];
      const answers = await Promise.all(saves.map((save) => http().put(`/api/shows/${id}`).set(asAdmin()).send(save)));
      const { winner, loser } = winnerAndLoser(answers);
      expectStale(answers[loser], 'show', ['Description', 'Characters']);
      const shows = (await http().get('/api/shows').set(asAdmin()).expect(200)).body.shows as Show[];
      const stored = shows.find((show) => show.id === id)!;
      expect(stored).toEqual({
        ...loaded,
        description: saves[winner].description,
        characters: saves[winner].characters,
        version: loaded.version + 1,
      });
    });
  });

  describe('play reading (PUT /api/membership/play-reading-events/:id)', () => {
    it('stores one of two edits whole and answers the other 409', async () => {
      const reading = {
        Title: 'Play Reading: Our Town',
        Start_Date: new Date(inDays(10, 12) * 1000).toISOString().slice(0, 10),
        Start_Time: '14:00',
        // A full replacement: every field is sent, null where empty.
        End_Date: null,
        End_Time: null,
        Location: null,
        Address: null,
        Description: null,
      };
      const { body: created } = await http().post('/api/membership/play-reading-events').set(asAdmin()).send(reading).expect(201);
      const { Event_ID: id, version, ...loaded } = created.event;
      const saves = [
        { ...loaded, Start_Time: '13:30', version },
        { ...loaded, Location: 'Laurel Manor', version },
      ];
      const answers = await Promise.all(saves.map((save) => http().put(`/api/membership/play-reading-events/${id}`).set(asAdmin()).send(save)));
      const { winner, loser } = winnerAndLoser(answers);
      expectStale(answers[loser], 'play reading', ['Start Time', 'Location']);
      const listed = (await http().get('/api/membership/play-reading-events').set(asAdmin()).expect(200)).body.events as { Event_ID: string }[];
      expect(listed.find((event) => event.Event_ID === id)).toEqual({ Event_ID: id, ...saves[winner], version: version + 1 });
    });
  });

  describe('RSVP event settings (PUT /api/rsvp-events/:key)', () => {
    it('stores one of two edits whole and answers the other 409', async () => {
      const { body: loaded } = await http().get('/api/rsvp-events/may-social').set(asAdmin()).expect(200);
      const { key: _key, season: _season, ...fields } = loaded.event;
      const saves = [
        { ...fields, timeText: '3:00 PM to 5:00 PM' },
        { ...fields, location: 'Eisenhower Recreation Center' },
      ];
      const answers = await Promise.all(saves.map((save) => http().put('/api/rsvp-events/may-social').set(asAdmin()).send(save)));
      const { winner, loser } = winnerAndLoser(answers);
      expectStale(answers[loser], 'event', ['Time', 'Location']);
      const { body: stored } = await http().get('/api/rsvp-events/may-social').set(asAdmin()).expect(200);
      expect(stored.event).toEqual({ ...loaded.event, ...saves[winner], version: fields.version + 1 });
    });
  });

  describe('calendar category (PATCH /api/calendar-categories/:id)', () => {
    it('stores one of two edits whole and answers the other 409', async () => {
      const { body: created } = await http()
        .post('/api/calendar-categories')
        .set(asAdmin())
        .send({ name: 'Tech week', fillColor: '#1565c0' })
        .expect(201);
      const { id, version } = created.category;
      const saves = [
        { name: 'Tech week', fillColor: '#00838f', version },
        { name: 'Tech rehearsals', fillColor: '#1565c0', version },
      ];
      const answers = await Promise.all(saves.map((save) => http().patch(`/api/calendar-categories/${id}`).set(asAdmin()).send(save)));
      const { winner, loser } = winnerAndLoser(answers);
      expectStale(answers[loser], 'category', ['Name', 'Colour']);
      const categories = (await http().get('/api/calendar-categories').set(asAdmin()).expect(200)).body.categories as { id: string }[];
      expect(categories.find((category) => category.id === id)).toMatchObject({
        name: saves[winner].name,
        fillColor: saves[winner].fillColor,
        version: version + 1,
      });
    });
  });

  describe('team (PUT /api/teams/:id)', () => {
    it('stores one of two edits whole and answers the other 409', async () => {
      const teams = (await http().get('/api/teams').set(asAdmin()).expect(200)).body.teams as {
        id: string;
        name: string;
        version: number;
        coordinatorDetails: { name: string | null; email: string | null } | null;
      }[];
      const loaded = teams.find((team) => team.name === 'Ushers')!;
      const base = {
        name: loaded.name,
        description: 'Greet and seat.',
        coordinatorName: loaded.coordinatorDetails?.name ?? null,
        coordinatorEmail: loaded.coordinatorDetails?.email ?? null,
        version: loaded.version,
      };
      const saves = [
        { ...base, description: 'Greet, seat and hand out programs.' },
        { ...base, coordinatorName: 'Irene Kowalski' },
      ];
      const answers = await Promise.all(saves.map((save) => http().put(`/api/teams/${loaded.id}`).set(asAdmin()).send(save)));
      const { winner, loser } = winnerAndLoser(answers);
      expectStale(answers[loser], 'team', ['Description', 'Coordinator Name']);
      const stored = ((await http().get('/api/teams').set(asAdmin()).expect(200)).body.teams as { id: string }[]).find(
        (team) => team.id === loaded.id,
      );
      expect(stored).toMatchObject({ description: saves[winner].description, version: loaded.version + 1 });
      expect(stored).toMatchObject({ coordinatorDetails: expect.objectContaining({ name: saves[winner].coordinatorName }) });
    });
  });
});

import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { REAL_NAMES } from '@greenroom/contracts';
import { auditionSubmission, memberApplication } from './support/applications';
import { adminMemberUpdate, SEEDED } from './support/members';
import { seededTokens } from './support/sessions';
import { TestEnvironment } from './support/test-env';

const HIDDEN = 'cannot contain control characters, invisible characters or text-direction marks.';
const PHONE_MESSAGE = 'Please enter a 10-digit US phone number, for example (352) 555-0100.';
const ZIP_MESSAGE = 'Please enter a 5-digit ZIP code or ZIP+4, for example 32162 or 32162-1234.';

/**
 * The names, apostrophes, controls and dates real members type, sent to every route that stores text: each is a
 * 400 that names the field, or stored normalized; never a 500, and nothing half-written.
 */
describe('real text: controls, invisible names, teams, phones and ZIP codes', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let tokens: Record<'Admin' | 'Member', string>;
  const http = () => request(app.getHttpServer());
  const as = (role: 'Admin' | 'Member') => ({ Authorization: `Bearer ${tokens[role]}` });
  const memberRow = () =>
    env.dataSource.query('SELECT first_name, last_name, mobile, zip_code, city, updated_at FROM members WHERE id = $1', [SEEDED.Member.id]);
  const memberCount = async () => Number((await env.dataSource.query<{ count: string }[]>('SELECT count(*) FROM members'))[0].count);

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp();
    tokens = await seededTokens(app, ['Admin', 'Member']);
  });
  afterAll(() => env.dispose());

  describe('a NUL (and other controls) in free text is a 400 naming the field on every route that stores text', () => {
    const auditionDate = { id: '6f1c1a7e-0000-4000-8000-000000000001', date: 'x', startTime: 'x', endTime: 'x', unixStart: 1, unixEnd: null };
    const cases: [string, () => request.Test, string][] = [
      [
        'POST /api/members/new',
        () =>
          http()
            .post('/api/members/new')
            .send(memberApplication({ Street_Address: '12 Bell\u0000 Ave' })),
        'Street Address',
      ],
      ['PATCH /api/members/update', () => http().patch('/api/members/update').set(as('Member')).send({ City: 'The\u0000Villages' }), 'City'],
      [
        'POST /api/members/update (admin)',
        () =>
          http()
            .post('/api/members/update')
            .set(as('Admin'))
            .send(
              adminMemberUpdate({
                id: SEEDED.Member.id,
                version: 1,
                First_Name: 'Walter',
                Last_Name: 'Brooks',
                Email: SEEDED.Member.email,
                Director_Notes: 'Strong\u0000 voice',
              }),
            ),
        'Director_Notes',
      ],
      [
        'POST /api/audition-applications',
        () =>
          http()
            .post('/api/audition-applications')
            .set(as('Member'))
            .send(
              auditionSubmission(SEEDED.Member, {
                showBio: 'Bio',
                location: 'Here',
                selectedDates: [auditionDate],
                conflicts: 'I can\u0092t do Tuesdays\u0000',
                submissionTimestamp: 1,
                submissionDate: 'now',
              }),
            ),
        'conflicts',
      ],
      [
        'POST /api/calendar-data',
        () =>
          http()
            .post('/api/calendar-data')
            .set(as('Admin'))
            .send({ Title: 'Re\u0000hearsal', Category: 'Rehearsal', StartDateTime: '2031-03-04T14:00:00Z', EndDateTime: '2031-03-04T17:00:00Z' }),
        'Title',
      ],
      [
        'PUT /api/rsvp-events/holiday-party',
        () =>
          http().put('/api/rsvp-events/holiday-party').set(as('Admin')).send({
            title: 'Holiday\u0007 Party',
            eventDate: '2031-12-12',
            timeText: '6 PM',
            location: 'Hall',
            rsvpBy: '2031-12-01',
            details: '',
            startsOn: '2031-11-01',
            endsOn: '2031-12-12',
            version: 1,
          }),
        'Title',
      ],
      [
        'POST /api/email/send-test',
        () =>
          http()
            .post('/api/email/send-test')
            .set(as('Admin'))
            .send({
              groups: ['Active'],
              fromName: 'Theater',
              fromEmail: 'office@greenroom.test',
              replyToEmail: 'office@greenroom.test',
              subject: 'Curtain\u0000 call',
              body: '<p>Hello</p>',
            }),
        'subject',
      ],
    ];

    it.each(cases)('%s', async (_route, send, field) => {
      const before = await memberCount();
      const response = await send();
      expect(response.body).toEqual({ statusCode: 400, message: `${field} ${HIDDEN}` });
      expect(await memberCount()).toBe(before);
    });

    it('keeps tab and newline in multi-line text and refuses them in one-line text', async () => {
      const bio = await http().patch('/api/members/update').set(as('Member')).send({ Personal_Bio: 'Line one\n\tLine two' }).expect(200);
      expect(bio.body.member.Personal_Bio).toBe('Line one\n\tLine two');
      const title = await http()
        .post('/api/calendar-data')
        .set(as('Admin'))
        .send({ Title: 'Two\nlines', Category: 'Rehearsal', StartDateTime: '2031-03-04T14:00:00Z', EndDateTime: '2031-03-04T17:00:00Z' });
      expect(title.body).toEqual({ statusCode: 400, message: `Title ${HIDDEN}` });
    });
  });

  describe('invisible names', () => {
    it.each([
      ['a zero-width space', '\u200B'],
      ['a right-to-left mark', '\u200F'],
      ['a word joiner', 'Ann\u2060'],
      ['a byte-order mark inside', 'An\uFEFFn'],
      ['an Arabic letter mark', 'Ann\u061C'],
      ['a lone zero-width joiner', '\u200D'],
    ])('refuses %s as a name on /join and on My Information, storing nothing', async (_what, name) => {
      const before = await memberRow();
      const count = await memberCount();
      const join = await http()
        .post('/api/members/new')
        .send(memberApplication({ Email: 'zero.width@example.com', First_Name: name, Last_Name: name }));
      expect(join.status).toBe(400);
      expect(join.body.message).toMatch(/^First name cannot contain/);
      const own = await http().patch('/api/members/update').set(as('Member')).send({ Last_Name: name });
      expect(own.body).toEqual({ statusCode: 400, message: `Last name ${HIDDEN}` });
      expect(await memberCount()).toBe(count);
      expect(await memberRow()).toEqual(before);
    });

    it('keeps names from every script, and a joiner between two letters', async () => {
      for (const [first, last] of [...REAL_NAMES, ['Mehdi', 'می\u200Cخواهم']]) {
        const saved = await http().patch('/api/members/update').set(as('Member')).send({ First_Name: first, Last_Name: last }).expect(200);
        expect([saved.body.member.First_Name, saved.body.member.Last_Name]).toEqual([first, last]);
      }
    });
  });

  it('refuses an application whose teams are only commas, storing nothing', async () => {
    const before = await memberCount();
    const response = await http()
      .post('/api/members/new')
      .send(memberApplication({ Email: 'no.team@example.com', Teams: ' , , ' }));
    expect(response.body).toEqual({ statusCode: 400, message: 'Please select at least one team.' });
    expect(await memberCount()).toBe(before);
  });

  it("refuses an application from a member's own address in other capitals, and lets a household member apply", async () => {
    const [walter] = await env.dataSource.query<{ first_name: string; last_name: string }[]>(
      'SELECT first_name, last_name FROM members WHERE id = $1',
      [SEEDED.Member.id],
    );
    const before = await memberCount();
    const again = await http()
      .post('/api/members/new')
      .send(memberApplication({ Email: 'Member@Greenroom.test', First_Name: walter.first_name.toUpperCase(), Last_Name: walter.last_name }));
    expect(again.body).toEqual({
      statusCode: 409,
      message: 'You are already a member with this email address. Please sign in instead; there is no need to apply again.',
    });
    expect(await memberCount()).toBe(before);
    await http()
      .post('/api/members/new')
      .send(memberApplication({ Email: 'Member@Greenroom.test', First_Name: 'Edith', Last_Name: walter.last_name }))
      .expect(201);
    expect(await memberCount()).toBe(before + 1);
  });

  it('answers a 10,000-character bio with its message once', async () => {
    const response = await http()
      .post('/api/members/new')
      .send(memberApplication({ Email: 'long.bio@example.com', Personal_Bio: 'x'.repeat(10_000) }));
    expect(response.body).toEqual({ statusCode: 400, message: 'A biography can be at most 5000 characters.' });
  });

  describe('US phone numbers and ZIP codes', () => {
    it('refuses a short phone and ZIP on My Information and on /join, with the message for each field', async () => {
      const before = await memberRow();
      const phone = await http().patch('/api/members/update').set(as('Member')).send({ Mobile: '555-12' });
      expect(phone.body).toEqual({ statusCode: 400, message: PHONE_MESSAGE });
      const zip = await http().patch('/api/members/update').set(as('Member')).send({ Zip_Code: '3215' });
      expect(zip.body).toEqual({ statusCode: 400, message: ZIP_MESSAGE });
      expect(await memberRow()).toEqual(before);

      const count = await memberCount();
      const join = await http()
        .post('/api/members/new')
        .send(memberApplication({ Email: 'short.phone@example.com', Mobile: '555-12', Zip_Code: '3215' }));
      expect(join.body).toEqual({ statusCode: 400, message: `${PHONE_MESSAGE}; ${ZIP_MESSAGE}` });
      expect(await memberCount()).toBe(count);
    });

    it('stores phones as (352) 555-0100, with an extension, and ZIP+4 with its dash', async () => {
      const saved = await http()
        .patch('/api/members/update')
        .set(as('Member'))
        .send({ Mobile: '+1 352.555.0100 ext. 12', Landline: '3525550142', Zip_Code: '321621234' })
        .expect(200);
      expect(saved.body.member).toMatchObject({ Mobile: '(352) 555-0100 x12', Landline: '(352) 555-0142', Zip_Code: '32162-1234' });
      const cleared = await http().patch('/api/members/update').set(as('Member')).send({ Landline: '' }).expect(200);
      expect(cleared.body.member.Landline).toBeNull();
    });

    it('lists for an admin, unchanged, the stored records whose phone or ZIP breaks the rules', async () => {
      await env.dataSource.query(`UPDATE members SET mobile = '555-12', zip_code = '3215' WHERE id = $1`, [SEEDED.Member.id]);
      const response = await http().get('/api/members/contact-problems').set(as('Admin')).expect(200);
      const walter = response.body.records.find((record: { id: string }) => record.id === SEEDED.Member.id);
      expect(walter).toMatchObject({ Email: SEEDED.Member.email, Mobile: '555-12', Zip_Code: '3215', fields: ['Mobile', 'Zip_Code'] });
      expect(await env.dataSource.query('SELECT mobile, zip_code FROM members WHERE id = $1', [SEEDED.Member.id])).toEqual([
        { mobile: '555-12', zip_code: '3215' },
      ]);
      await http().get('/api/members/contact-problems').set(as('Member')).expect(403);
    });
  });

  describe('search finds a name however it is typed', () => {
    const MADE_HERE = ['kieran@example.com', 'siobhan@example.com', 'zoe@example.com', 'alex@example.com', 'ann@example.com'];
    beforeAll(async () => {
      // Stored as older records may hold them: a decomposed "Zoë", capitals, a straight and a curly apostrophe.
      await env.dataSource.query(
        `INSERT INTO members (email, first_name, last_name, membership_status, portal_permission) VALUES
           ('kieran@example.com', 'Kieran', 'O''Brien', 'Active', 'Member'),
           ('siobhan@example.com', 'Siobhán', 'O’Brien', 'Active', 'Member'),
           ('zoe@example.com', E'Zoe\\u0308', 'Ñúñez', 'Active', 'Member'),
           ('alex@example.com', 'ΑΛΈΞΑΝΔΡΟΣ', 'ΠΑΠΑΔΌΠΟΥΛΟΣ', 'Active', 'Member'),
           ('ann@example.com', 'Ann', 'Smith–Jones', 'Active', 'Member')`,
      );
    });
    const found = async (criteria: Record<string, string>) => {
      const response = await http().post('/api/members/search').set(as('Member')).send(criteria).expect(200);
      // Only the members made here: the seed's generated names may match too.
      return (response.body.members as { Email: string }[])
        .map((member) => member.Email)
        .filter((email) => MADE_HERE.includes(email))
        .sort();
    };

    it.each([
      [{ Last_Name: 'O’Brien' }, ['kieran@example.com', 'siobhan@example.com']],
      [{ Last_Name: "o'brien" }, ['kieran@example.com', 'siobhan@example.com']],
      [{ Last_Name: 'obrien' }, ['kieran@example.com', 'siobhan@example.com']],
      [{ First_Name: 'Zoë' }, ['zoe@example.com']],
      [{ First_Name: 'zoe' }, ['zoe@example.com']],
      [{ Last_Name: 'nunez' }, ['zoe@example.com']],
      [{ First_Name: 'Αλέξανδρος' }, ['alex@example.com']],
      [{ Last_Name: 'παπαδοπουλος' }, ['alex@example.com']],
      [{ Last_Name: 'smith-jones' }, ['ann@example.com']],
      [{ First_Name: 'siobhan' }, ['siobhan@example.com']],
      [{ First_Name: "kier'\\" }, []],
    ])('%j finds %j', async (criteria, emails) => {
      expect(await found(criteria)).toEqual(emails);
    });

    it('stores a decomposed name composed (NFC)', async () => {
      const saved = await http().patch('/api/members/update').set(as('Member')).send({ First_Name: 'Zoe\u0308' }).expect(200);
      expect(saved.body.member.First_Name).toBe('Zo\u00EB');
    });
  });
});

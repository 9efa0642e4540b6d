import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { AuditionSubmission } from '@greenroom/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { AUDITION_SHOW } from '../src/seed/seed';
import { SEEDED } from './support/members';
import { seededTokens } from './support/sessions';
import { SmtpSink, TestEnvironment } from './support/test-env';

describe('auditions: open auditions, show information, headshots, profile and pre-registration', () => {
  const env = new TestEnvironment();
  const smtp = new SmtpSink();
  const headshotDir = mkdtempSync(path.join(tmpdir(), 'greenroom-headshots-'));
  let app: INestApplication;
  let tokens: Record<string, string>;

  beforeAll(async () => {
    app = await env.startWithMail(smtp, { HEADSHOT_DIR: headshotDir });
    tokens = await seededTokens(app, ['Member', 'Leader', 'Board', 'Admin']);
  });
  afterAll(async () => {
    await env.dispose();
    rmSync(headshotDir, { recursive: true, force: true });
  });

  const as = (role: 'Member' | 'Leader' | 'Board' | 'Admin') => ({
    get: (url: string) => request(app.getHttpServer()).get(url).set('Authorization', `Bearer ${tokens[role]}`),
    post: (url: string) => request(app.getHttpServer()).post(url).set('Authorization', `Bearer ${tokens[role]}`),
    patch: (url: string) => request(app.getHttpServer()).patch(url).set('Authorization', `Bearer ${tokens[role]}`),
  });
  const member = SEEDED.Member;
  const photo = () =>
    sharp({ create: { width: 900, height: 1200, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();

  async function openDates() {
    const filter = encodeURIComponent(JSON.stringify({ Title: ['Audition'], Category: [AUDITION_SHOW] }));
    const response = await as('Member')
      .get(`/api/calendar-data?filter=${filter}&from=${encodeURIComponent(new Date().toISOString())}`)
      .expect(200);
    return response.body.records as { id: string; fields: { Category: string; StartDateTime: number; EndDateTime: number } }[];
  }

  async function submission(overrides: Partial<AuditionSubmission> = {}): Promise<AuditionSubmission> {
    const [first] = await openDates();
    return {
      memberId: member.id,
      firstName: 'ignored',
      lastName: 'ignored',
      email: member.email,
      landline: '',
      mobile: '352-555-0100',
      showBio: 'Miss Prism in 2019',
      auditionId: `group-${AUDITION_SHOW}`,
      showName: AUDITION_SHOW,
      location: 'Savannah',
      selectedDates: [
        {
          id: first.id,
          date: 'Saturday, December 5, 2026',
          startTime: '1:00 PM',
          endTime: '4:00 PM',
          unixStart: first.fields.StartDateTime,
          unixEnd: first.fields.EndDateTime,
        },
      ],
      selectedCharacters: ['Miss Prism'],
      acceptOtherRole: 'Yes',
      conflicts: '',
      submissionTimestamp: Math.floor(Date.now() / 1000),
      submissionDate: new Date().toISOString(),
      userAgent: 'jest',
      submissionMethod: 'web',
      ...overrides,
    };
  }

  it('serves the audition sheet template PDF', async () => {
    const response = await as('Member').get('/api/auditions/sheet-template').buffer(true).expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect((response.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers show information by Title filter, and no record for an unknown show', async () => {
    const filter = (title: string) => encodeURIComponent(JSON.stringify({ Title: [title] }));
    const known = await as('Member')
      .get(`/api/show-information?filter=${filter(AUDITION_SHOW)}`)
      .expect(200);
    expect(known.body.records[0].fields.CharacterNameDescription).toContain('Lady Bracknell-Female-60s-80s-formidable');
    const unknown = await as('Member')
      .get(`/api/show-information?filter=${filter('Cats')}`)
      .expect(200);
    expect(unknown.body.records).toEqual([]);
    await as('Member').get('/api/show-information?filter=notjson').expect(400);
  });

  describe('headshots', () => {
    it('stores an image resized, serves it back with its upload date, to the member and to organizers', async () => {
      const upload = await as('Member')
        .post(`/api/members/${member.id}/headshot`)
        .attach('headshot', await photo(), 'me.jpg')
        .expect(200);
      expect(upload.body.headshot.url).toBe(`/api/members/${member.id}/headshot`);
      expect(Math.abs(upload.body.headshot.timeUploaded - Date.now() / 1000)).toBeLessThan(60);

      const image = await as('Member').get(`/api/members/${member.id}/headshot`).buffer(true).expect(200);
      expect(image.headers['content-type']).toBe('image/png');
      const size = await sharp(image.body as Buffer).metadata();
      expect([size.format, size.width, size.height]).toEqual(['png', 480, 640]);

      await as('Leader').get(`/api/members/${member.id}/headshot`).expect(200);
      const info = await as('Member').get(`/api/members/${member.id}/headshot-info`).expect(200);
      expect(info.body.headshot.timeUploaded).toBe(upload.body.headshot.timeUploaded);
      // Logged like every other change to the member's record.
      const [logged] = await env.dataSource.query<{ changed_by: string; changes: unknown }[]>(
        `SELECT changed_by, changes FROM member_log WHERE member_id = $1 AND action_type = 'Own Record Updated' AND changes @> '[{"field": "Headshot"}]'`,
        [member.id],
      );
      expect(logged).toEqual({ changed_by: member.email, changes: [{ field: 'Headshot', before: '', after: 'new photo' }] });
    });

    it("refuses a 6 MB file, a PDF named .jpg, and another member's id, storing nothing", async () => {
      const before = await env.dataSource.query('SELECT member_id, uploaded_at FROM member_headshots ORDER BY member_id');
      const big = await as('Admin')
        .post(`/api/members/${SEEDED.Admin.id}/headshot`)
        .attach('headshot', Buffer.alloc(6 * 1024 * 1024, 1), 'big.jpg');
      expect([big.status, big.body]).toEqual([413, { statusCode: 413, message: 'File size must be less than 5MB' }]);
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
      const renamed = await as('Admin')
        .post(`/api/members/${SEEDED.Admin.id}/headshot`)
        .attach('headshot', pdf, { filename: 'photo.jpg', contentType: 'image/jpeg' });
      expect([renamed.status, renamed.body.message]).toEqual([400, 'Please select an image file']);
      const other = await as('Admin')
        .post(`/api/members/${member.id}/headshot`)
        .attach('headshot', await photo(), 'me.jpg');
      expect(other.status).toBe(403);
      expect(await env.dataSource.query('SELECT member_id, uploaded_at FROM member_headshots ORDER BY member_id')).toEqual(before);
      await as('Member').get(`/api/members/${SEEDED.Admin.id}/headshot`).expect(403);
      await as('Admin').get(`/api/members/${SEEDED.Admin.id}/headshot`).expect(404);
    });
  });

  it('PATCH /api/members/:id changes only phones and show bio, only on the own record, and logs the change', async () => {
    const [before] = await env.dataSource.query<{ mobile: string | null; show_bio: string | null }[]>(
      'SELECT mobile, show_bio FROM members WHERE id = $1',
      [member.id],
    );
    const logged = () =>
      env.dataSource.query<{ changed_by: string; changes: { field: string; before: string; after: string }[] }[]>(
        `SELECT changed_by, changes FROM member_log WHERE member_id = $1 AND action_type = 'Own Record Updated' ORDER BY timestamp`,
        [member.id],
      );
    const entriesBefore = (await logged()).length;
    await as('Member').patch(`/api/members/${member.id}`).send({ Mobile: '352-555-0199', Show_Bio: 'Lady Bracknell, 2021' }).expect(200);
    const [row] = await env.dataSource.query('SELECT mobile, show_bio FROM members WHERE id = $1', [member.id]);
    // Stored in the one form every screen shows.
    expect(row).toEqual({ mobile: '(352) 555-0199', show_bio: 'Lady Bracknell, 2021' });
    // Written by the members service like every other change to a member: one entry, by the member, field by field.
    const entries = await logged();
    expect(entries).toHaveLength(entriesBefore + 1);
    expect(entries.at(-1)?.changed_by).toBe(member.email);
    const changes = entries.at(-1)?.changes ?? [];
    expect(changes).toHaveLength(2);
    expect(changes).toEqual(
      expect.arrayContaining([
        { field: 'Mobile', before: before.mobile ?? '', after: '(352) 555-0199' },
        { field: 'Show_Bio', before: before.show_bio ?? '', after: 'Lady Bracknell, 2021' },
      ]),
    );
    // The same values again change nothing, and log nothing.
    await as('Member').patch(`/api/members/${member.id}`).send({ Mobile: '(352) 555-0199' }).expect(200);
    expect(await logged()).toHaveLength(entriesBefore + 1);
    const wrong = await as('Member').patch(`/api/members/${member.id}`).send({ Mobile: '555-12' }).expect(400);
    expect(wrong.body.message).toBe('Please enter a 10-digit US phone number, for example (352) 555-0100.');
    await as('Member').patch(`/api/members/${member.id}`).send({ Email: 'x@y.test' }).expect(400);
    await as('Member').patch(`/api/members/${SEEDED.Admin.id}`).send({ Mobile: '352-555-0111' }).expect(403);
  });

  describe('POST /api/audition-applications', () => {
    it('stores a pre-registration, e-mails a confirmation, and updates it on resubmission', async () => {
      const first = await as('Member')
        .post('/api/audition-applications')
        .send(await submission())
        .expect(200);
      expect(first.body.updated).toBe(false);
      const mail = await smtp.waitFor(member.email);
      expect(mail.decoded).toContain(`pre-registering to audition for ${AUDITION_SHOW}`);

      const again = await as('Member')
        .post('/api/audition-applications')
        .send(await submission({ selectedCharacters: ['Lady Bracknell', 'Miss Prism'] }))
        .expect(200);
      expect(again.body).toEqual({ id: first.body.id, updated: true });
      const rows = await env.dataSource.query('SELECT selected_characters FROM audition_applications WHERE member_id = $1', [member.id]);
      expect(rows).toEqual([{ selected_characters: ['Lady Bracknell', 'Miss Prism'] }]);
    });

    it("stores, lists and e-mails the slot in the server's own words, whatever date text the browser sent", async () => {
      const [slot] = await openDates();
      const payload = await submission();
      const mailsBefore = smtp.messages.filter((message) => message.to.includes(member.email)).length;
      const forged = { ...payload.selectedDates[0], date: 'Sunday, January 1, 2030', startTime: '9:00 AM', endTime: '9:05 AM' };
      await as('Member')
        .post('/api/audition-applications')
        .send({ ...payload, selectedDates: [forged] })
        .expect(200);
      const zone = { timeZone: 'America/New_York' } as const;
      const start = new Date(slot.fields.StartDateTime * 1000);
      const end = new Date(slot.fields.EndDateTime * 1000);
      const expected = {
        id: slot.id,
        date: start.toLocaleDateString('en-US', { ...zone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
        startTime: start.toLocaleTimeString('en-US', { ...zone, hour: 'numeric', minute: '2-digit' }),
        endTime: end.toLocaleTimeString('en-US', { ...zone, hour: 'numeric', minute: '2-digit' }),
        unixStart: slot.fields.StartDateTime,
        unixEnd: slot.fields.EndDateTime,
      };
      const [row] = await env.dataSource.query('SELECT selected_dates FROM audition_applications WHERE member_id = $1', [member.id]);
      expect(row.selected_dates).toEqual([expected]);
      const mail = await smtp.waitFor(member.email, 10_000, mailsBefore);
      expect(mail.decoded).toContain(`${expected.date}, ${expected.startTime} - ${expected.endTime}`);
      expect(mail.decoded).not.toContain('January 1, 2030');
      const list = await as('Leader').get('/api/auditions/applications').expect(200);
      const show = list.body.shows.find((entry: { showName: string }) => entry.showName === AUDITION_SHOW);
      expect(show.applications[0].selectedDates).toEqual([expected]);
      // Back to the choices the next tests expect.
      await as('Member')
        .post('/api/audition-applications')
        .send(await submission({ selectedCharacters: ['Lady Bracknell', 'Miss Prism'] }))
        .expect(200);
    });

    it("answers each member's own pre-registrations, first and latest submission, and no one else's", async () => {
      const mine = await as('Member').get('/api/audition-applications/mine').expect(200);
      expect(mine.body.applications).toEqual([
        expect.objectContaining({ showName: AUDITION_SHOW, selectedCharacters: ['Lady Bracknell', 'Miss Prism'] }),
      ]);
      const [application] = mine.body.applications as { firstSubmittedAt: string; lastSubmittedAt: string }[];
      expect(Date.parse(application.lastSubmittedAt)).toBeGreaterThan(Date.parse(application.firstSubmittedAt));
      expect((await as('Leader').get('/api/audition-applications/mine').expect(200)).body).toEqual({ applications: [] });
      await request(app.getHttpServer()).get('/api/audition-applications/mine').expect(401);
    });

    it('lists submissions per show for organizers only', async () => {
      const list = await as('Leader').get('/api/auditions/applications').expect(200);
      const show = list.body.shows.find((entry: { showName: string }) => entry.showName === AUDITION_SHOW);
      expect(show.applications).toEqual([
        expect.objectContaining({
          memberId: member.id,
          email: member.email,
          selectedCharacters: ['Lady Bracknell', 'Miss Prism'],
          headshot: expect.objectContaining({ url: `/api/members/${member.id}/headshot` }),
        }),
      ]);
      await as('Member').get('/api/auditions/applications').expect(403);
    });

    it("leaves a deleted member's pre-registration out of the list, which still answers", async () => {
      await as('Board')
        .post('/api/audition-applications')
        .send(await submission({ memberId: SEEDED.Board.id, email: SEEDED.Board.email }))
        .expect(200);
      await as('Admin').post('/api/members/delete').send({ email: SEEDED.Board.email }).expect(200);
      const list = await as('Leader').get('/api/auditions/applications').expect(200);
      const show = list.body.shows.find((entry: { showName: string }) => entry.showName === AUDITION_SHOW);
      expect(show.applications.map((application: { memberId: string }) => application.memberId)).toEqual([member.id]);
    });

    it("refuses no dates, an unknown show, a closed audition, an unknown character and someone else's id, storing nothing", async () => {
      const count = async () => Number((await env.dataSource.query('SELECT count(*) FROM audition_applications'))[0].count);
      const before = await count();
      const noDates = await as('Member')
        .post('/api/audition-applications')
        .send(await submission({ selectedDates: [] }))
        .expect(400);
      expect(noDates.body.message).toBe('Please correct the following: Please select at least one audition date.');
      const unknown = await as('Member')
        .post('/api/audition-applications')
        .send(await submission({ showName: 'Cats' }))
        .expect(404);
      expect(unknown.body.message).toBe('Unknown show: Cats');

      const [past] = await env.dataSource.query(
        "INSERT INTO calendar_events (title, category, start_at, end_at) VALUES ('Audition', 'Harvey', now() - interval '3 days', now() - interval '3 days' + interval '2 hours') RETURNING id",
      );
      const closed = await as('Member')
        .post('/api/audition-applications')
        .send(
          await submission({
            showName: 'Harvey',
            selectedCharacters: [],
            acceptOtherRole: '',
            selectedDates: [{ id: past.id, date: 'x', startTime: 'x', endTime: 'x', unixStart: 0, unixEnd: 0 }],
          }),
        )
        .expect(400);
      expect(closed.body.message).toBe('Auditions for Harvey are closed.');

      const character = await as('Member')
        .post('/api/audition-applications')
        .send(await submission({ selectedCharacters: ['Hamlet'] }))
        .expect(400);
      expect(character.body.message).toBe(`Unknown character for ${AUDITION_SHOW}: Hamlet`);
      await as('Admin')
        .post('/api/audition-applications')
        .send(await submission())
        .expect(403);
      expect(await count()).toBe(before);
    });
  });
});

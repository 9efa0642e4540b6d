import type { INestApplication } from '@nestjs/common';
import type { Role } from '@greenroom/contracts';
import request from 'supertest';
import { SessionService } from '../src/auth/session.service';
import { seedId } from '../src/seed/seed-id';
import { memberApplication } from './support/applications';
import { SEEDED } from './support/members';
import { seededTokens } from './support/sessions';
import { SmtpSink, TestEnvironment } from './support/test-env';

const VALID_APPLICATION = memberApplication({ Email: 'Agnes.Applicant@Example.com', Personal_Bio: 'Forty years of community theater.' });

describe('members, teams and the member log over HTTP', () => {
  const env = new TestEnvironment();
  const smtp = new SmtpSink();
  let app: INestApplication;
  let tokens: Record<Role, string>;

  beforeAll(async () => {
    // "search at scale" pages through 5,100 members as one member: more than the hourly directory limit allows,
    // which has its own test (member-export-limits.int-spec.ts).
    app = await env.startWithMail(smtp, { MEMBER_DIRECTORY_READS_PER_HOUR: '1000' });
    tokens = await seededTokens(app, ['Admin', 'Board', 'Leader', 'Member']);
  });
  afterAll(() => env.dispose());

  const http = () => request(app.getHttpServer());
  const as = (role: Role) => ({ Authorization: `Bearer ${tokens[role]}` });

  describe('POST /api/members/search', () => {
    it('needs a criterion, and answers pages of 50 in name order, following the cursor to the last', async () => {
      const empty = await http().post('/api/members/search').set(as('Member')).send({ First_Name: '  ' }).expect(400);
      expect(empty.body).toEqual({ statusCode: 400, message: 'Please enter at least one search criterion' });

      const page = await http()
        .post('/api/members/search')
        .set(as('Leader'))
        .send({ Membership_Statuses: ['Active'], count: true })
        .expect(200);
      expect(page.body).toMatchObject({ view: 'directory', total: { value: 139, kind: 'exact' }, nextCursor: expect.any(String) });
      expect(page.body.members).toHaveLength(50);
      const seen = [...page.body.members];
      let cursor: string | null = page.body.nextCursor;
      while (cursor) {
        const next = await http()
          .post('/api/members/search')
          .set(as('Leader'))
          .send({ Membership_Statuses: ['Active'], cursor })
          .expect(200);
        expect(next.body.total).toBeNull();
        seen.push(...next.body.members);
        cursor = next.body.nextCursor;
      }
      expect(seen).toHaveLength(139);
      expect(new Set(seen.map((member: { id: string }) => member.id)).size).toBe(139);
      const names = seen.map((member: { Last_Name: string; First_Name: string }) => `${member.Last_Name} ${member.First_Name}`);
      expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));

      const uncounted = await http()
        .post('/api/members/search')
        .set(as('Leader'))
        .send({ Membership_Statuses: ['Active'] })
        .expect(200);
      expect(uncounted.body.total).toEqual({ value: expect.any(Number), kind: 'about' });
      expect(uncounted.body.total.value).toBeGreaterThan(50);
      const forged = await http()
        .post('/api/members/search')
        .set(as('Leader'))
        .send({ Membership_Statuses: ['Active'], cursor: 'not-a-cursor' })
        .expect(400);
      expect(forged.body).toEqual({ statusCode: 400, message: 'This list of results is out of date. Please search again.' });
    });

    it('finds by part of a name or e-mail, case-insensitively, and by team', async () => {
      const byName = await http().post('/api/members/search').set(as('Member')).send({ Last_Name: 'WHITF' }).expect(200);
      expect(byName.body.members.map((member: { Email: string }) => member.Email)).toContain(SEEDED.Admin.email);
      const byEmail = await http().post('/api/members/search').set(as('Member')).send({ Email: '%' }).expect(200);
      expect(byEmail.body.total).toEqual({ value: 0, kind: 'exact' });
      const byShortFragment = await http().post('/api/members/search').set(as('Member')).send({ Last_Name: 'tf' }).expect(200);
      expect(byShortFragment.body.members.map((member: { Email: string }) => member.Email)).toContain(SEEDED.Admin.email);
      const byTeam = await http().post('/api/members/search').set(as('Member')).send({ team: 'Props', Last_Name: 'Castillo' }).expect(200);
      expect(byTeam.body.members[0]).toMatchObject({ Email: SEEDED.Leader.email, Teams: ['Props', 'Set'] });
    });

    it('shows pending applicants to organizers only', async () => {
      const member = await http()
        .post('/api/members/search')
        .set(as('Member'))
        .send({ Membership_Statuses: ['Pending'] })
        .expect(200);
      expect(member.body.total).toEqual({ value: 0, kind: 'exact' });
      const admin = await http()
        .post('/api/members/search')
        .set(as('Admin'))
        .send({ Membership_Statuses: ['Pending'] })
        .expect(200);
      expect(admin.body.total).toEqual({ value: 8, kind: 'exact' });
    });

    it('answers the result columns; the full record only to Leader, Board and Admin, when they ask', async () => {
      const directory = {
        id: SEEDED.Leader.id,
        First_Name: 'Dorothy',
        Last_Name: 'Castillo',
        Email: SEEDED.Leader.email,
        Mobile: expect.any(String),
        Landline: expect.anything(),
        Membership_Status: 'Active',
        Teams: ['Props', 'Set'],
      };
      for (const role of ['Member', 'Leader', 'Board', 'Admin'] as Role[]) {
        const lean = await http().post('/api/members/search').set(as(role)).send({ Last_Name: 'Castillo' }).expect(200);
        expect(lean.body).toEqual({ view: 'directory', members: [directory], total: { value: 1, kind: 'exact' }, nextCursor: null });
      }
      const refused = await http().post('/api/members/search').set(as('Member')).send({ Last_Name: 'Castillo', view: 'full' }).expect(403);
      expect(refused.body).toEqual({ statusCode: 403, message: 'Only Leader, Board and Admin can see full member records.' });
      for (const role of ['Leader', 'Board', 'Admin'] as Role[]) {
        const full = await http().post('/api/members/search').set(as(role)).send({ Last_Name: 'Castillo', view: 'full' }).expect(200);
        expect(full.body.view).toBe('full');
        expect(full.body.members[0]).toMatchObject({
          Email: SEEDED.Leader.email,
          Street_Address: expect.any(String),
          Villages_ID: expect.any(String),
          Portal_Permission: 'Leader',
          Teams: ['Props', 'Set'],
        });
        expect(Object.keys(full.body.members[0])).toEqual(
          expect.arrayContaining(['Personal_Bio', 'Dues_Status', 'Dues_Expire', 'Last_Paid_Date', 'City', 'Zip_Code', 'Gender']),
        );
      }
    });

    it('refuses an unknown status and a visitor', async () => {
      await http()
        .post('/api/members/search')
        .set(as('Member'))
        .send({ Membership_Statuses: ['Deceased'] })
        .expect(400);
      await http().post('/api/members/search').send({ Last_Name: 'a' }).expect(401);
    });
  });

  describe('POST /api/members/export', () => {
    it('streams every match as CSV with the spec columns, formulas neutralized', async () => {
      await env.dataSource.query(`UPDATE members SET first_name = '=HYPERLINK("http://evil")', villages_id = '+1-555' WHERE id = $1`, [
        seedId('member', 'named-3'),
      ]);
      // An organizer's export: a Member's leaves the Villages ID out (member-export-limits.int-spec.ts).
      const response = await http()
        .post('/api/members/export')
        .set(as('Leader'))
        .send({ Membership_Statuses: ['Active', 'LTM'] })
        .expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toMatch(/attachment; filename="members_export_\d{4}-\d{2}-\d{2}\.csv"/);
      // The UTF-8 byte-order mark first, so Excel shows Zoë, not "ZoÃ«" (trim() drops it below).
      expect(response.text.charCodeAt(0)).toBe(0xfeff);
      const lines = response.text.trim().split('\n');
      expect(lines[0]).toBe('First Name,Last Name,Email,Membership Status,Villages ID,Teams');
      expect(lines).toHaveLength(1 + 139 + 42);
      expect(response.text).toContain(`"'=HYPERLINK(""http://evil"")",Brooks,member@greenroom.test,Active,'+1-555,"Actor, Ushers"`);
    });
  });

  describe("POST /api/members/export holds the spec's columns only", () => {
    it('for a Member as for an organizer: no address, bio, dues or permission', async () => {
      await env.dataSource.query(`UPDATE members SET personal_bio = 'Painted every set since 1998.' WHERE id = $1`, [SEEDED.Leader.id]);
      const [leader] = await env.dataSource.query<{ street_address: string; personal_bio: string; dues_expire: string }[]>(
        `SELECT street_address, personal_bio, to_char(dues_expire, 'YYYY-MM-DD') AS dues_expire FROM members WHERE id = $1`,
        [SEEDED.Leader.id],
      );
      expect(leader.street_address && leader.dues_expire).toBeTruthy();
      for (const role of ['Member', 'Leader'] as Role[]) {
        const csv = await http().post('/api/members/export').set(as(role)).send({ Last_Name: 'Castillo' }).expect(200);
        const [header, line] = csv.text.trim().split('\n');
        if (role === 'Member') {
          expect(header).toBe('First Name,Last Name,Email,Membership Status,Teams');
          expect(line).toBe('Dorothy,Castillo,leader@greenroom.test,Active,"Props, Set"');
        } else {
          expect(header).toBe('First Name,Last Name,Email,Membership Status,Villages ID,Teams');
          expect(line).toMatch(/^Dorothy,Castillo,leader@greenroom\.test,Active,[^,]+,"Props, Set"$/);
        }
        for (const secret of [leader.street_address, leader.personal_bio, leader.dues_expire, 'Leader']) expect(csv.text).not.toContain(secret);
      }
    });
  });

  describe('PATCH /api/members/update (own record)', () => {
    it('changes only the given fields of the session member and answers which', async () => {
      const response = await http()
        .patch('/api/members/update')
        .set(as('Member'))
        .send({ Email: SEEDED.Member.email, City: 'Lady Lake', Mobile: '', Personal_Bio: 'Loves Chekhov.' })
        .expect(200);
      expect(response.body.updatedFields.sort()).toEqual(['City', 'Mobile', 'Personal_Bio']);
      expect(response.body.member).toMatchObject({ City: 'Lady Lake', Mobile: null, Personal_Bio: 'Loves Chekhov.', Last_Name: 'Brooks' });
      const [entry] = await env.dataSource.query<{ action_type: string; changed_by: string; changes: { field: string; after: string }[] }[]>(
        `SELECT action_type, changed_by, changes FROM member_log WHERE member_id = $1 AND action_type = 'Own Record Updated'`,
        [SEEDED.Member.id],
      );
      expect(entry.changed_by).toBe(SEEDED.Member.email);
      // Only what actually changed: a field sent with the value it already had is not listed.
      expect(['City', 'Mobile', 'Personal_Bio']).toEqual(expect.arrayContaining(entry.changes.map((change) => change.field)));
      expect(entry.changes.find((change) => change.field === 'Personal_Bio')?.after).toBe('Loves Chekhov.');
    });

    it("refuses another member's e-mail, admin-only fields, a bad state and an oversized bio, writing nothing", async () => {
      const before = await http().post('/api/members/me').set(as('Member')).send({}).expect(200);
      const other = await http().patch('/api/members/update').set(as('Member')).send({ Email: SEEDED.Admin.email, City: 'Ocala' }).expect(403);
      expect(other.body.message).toBe('You can only change your own member information.');
      const status = await http().patch('/api/members/update').set(as('Member')).send({ City: 'Ocala', Membership_Status: 'LTM' }).expect(400);
      expect(status.body.message).toMatch(/Membership_Status/);
      const state = await http().patch('/api/members/update').set(as('Member')).send({ City: 'Ocala', State: 'ZZ' }).expect(400);
      expect(state.body.message).toBe('Please select your state.');
      const bio = await http()
        .patch('/api/members/update')
        .set(as('Member'))
        .send({ City: 'Ocala', Personal_Bio: 'x'.repeat(10_000) })
        .expect(400);
      expect(bio.body.message).toBe('A biography can be at most 5000 characters.');
      const huge = await http()
        .patch('/api/members/update')
        .set(as('Member'))
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ Personal_Bio: 'x'.repeat(10 * 1024 * 1024) }));
      // Refused by the 100 kB body limit before it is even parsed.
      expect(huge.status).toBe(413);
      expect(huge.body).toEqual({ statusCode: 413, message: 'The request is too large.' });
      const after = await http().post('/api/members/me').set(as('Member')).send({}).expect(200);
      expect(after.body.member).toEqual(before.body.member);
    });
  });

  describe('admin: detail, update, delete', () => {
    it('is Admin only', async () => {
      for (const role of ['Member', 'Leader', 'Board'] as Role[]) {
        await http().get('/api/members/detail').query({ email: SEEDED.Member.email }).set(as(role)).expect(403);
        await http().post('/api/members/update').set(as(role)).send({}).expect(403);
        await http().post('/api/members/delete').set(as(role)).send({ email: SEEDED.Member.email }).expect(403);
      }
    });

    it('answers 404 with the spec message for an unknown e-mail', async () => {
      const response = await http().get('/api/members/detail').query({ email: 'nobody@example.com' }).set(as('Admin')).expect(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Member not found' });
      await http().get('/api/members/detail').query({ email: 'not an e-mail' }).set(as('Admin')).expect(400);
    });

    it("changes a member's e-mail and keeps their log, subscriptions and audit attached", async () => {
      const targetId = seedId('member', 'named-4');
      const detail = await http().get('/api/members/detail').query({ email: 'family@greenroom.test', id: targetId }).set(as('Admin')).expect(200);
      const member = detail.body.member;
      await env.dataSource.query(
        `INSERT INTO member_log (action_type, login_result, email, member_id) VALUES ('Login', 'Success', 'family@greenroom.test', $1)`,
        [targetId],
      );
      const subscriptionsBefore = await env.dataSource.query('SELECT list_id FROM member_subscriptions WHERE member_id = $1', [targetId]);

      const { isAdmin: _isAdmin, ...editable } = member;
      const missingName = await http()
        .post('/api/members/update')
        .set(as('Admin'))
        .send({ ...editable, First_Name: ' ' })
        .expect(400);
      expect(missingName.body.message).toBe('First name is required.');

      const updated = await http()
        .post('/api/members/update')
        .set(as('Admin'))
        .send({ ...editable, Email: 'ruth.abernathy@example.com', Membership_Status: 'LTM', Teams: ['Costumes', 'Ushers'] })
        .expect(200);
      expect(updated.body.member).toMatchObject({
        id: targetId,
        Email: 'ruth.abernathy@example.com',
        Membership_Status: 'LTM',
        Teams: ['Costumes', 'Ushers'],
        Member_Since: member.Member_Since,
      });

      // The sign-in entry stays with the member; the change is logged beside it, with who made it and before/after.
      const log = await env.dataSource.query<
        { action_type: string; changed_by: string | null; changes: { field: string; before: string; after: string }[] }[]
      >('SELECT action_type, changed_by, changes FROM member_log WHERE member_id = $1 ORDER BY timestamp', [targetId]);
      expect(log.map((entry) => entry.action_type)).toEqual(['Login', 'Member Updated']);
      expect(log[1].changed_by).toBe(SEEDED.Admin.email);
      expect(log[1].changes).toEqual(
        expect.arrayContaining([
          { field: 'Email', before: member.Email, after: 'ruth.abernathy@example.com' },
          { field: 'Membership_Status', before: member.Membership_Status, after: 'LTM' },
        ]),
      );
      expect(await env.dataSource.query('SELECT list_id FROM member_subscriptions WHERE member_id = $1', [targetId])).toEqual(subscriptionsBefore);
      const [audit] = await env.dataSource.query<{ action: string; actor_member_id: string; details: { previousEmail: string } }[]>(
        `SELECT action, actor_member_id, details FROM member_audit WHERE target_member_id = $1`,
        [targetId],
      );
      expect(audit).toMatchObject({
        action: 'member.updated',
        actor_member_id: SEEDED.Admin.id,
        details: { previousEmail: 'family@greenroom.test' },
      });
    });

    it('refuses an Admin deleting themself', async () => {
      const response = await http().post('/api/members/delete').set(as('Admin')).send({ email: SEEDED.Admin.email }).expect(400);
      expect(response.body.message).toBe('You cannot delete your own member record.');
    });

    it('soft-deletes: gone from search and sign-in, the record and an audit entry kept, sessions ended', async () => {
      const token = await app.get(SessionService).open(SEEDED.Board.id);
      await http()
        .post('/api/members/delete')
        .set(as('Admin'))
        .send({ email: SEEDED.Board.email })
        .expect(200, { message: 'Member deleted successfully' });
      await http().post('/api/members/me').set('Authorization', `Bearer ${token}`).send({}).expect(401);
      const search = await http().post('/api/members/search').set(as('Admin')).send({ Email: 'board@greenroom.test' }).expect(200);
      expect(search.body.total).toEqual({ value: 0, kind: 'exact' });
      const [row] = await env.dataSource.query<{ deleted_at: Date | null }[]>('SELECT deleted_at FROM members WHERE id = $1', [SEEDED.Board.id]);
      expect(row.deleted_at).toBeInstanceOf(Date);
      const audit = await env.dataSource.query('SELECT action, actor_member_id FROM member_audit WHERE target_member_id = $1', [SEEDED.Board.id]);
      expect(audit).toEqual([{ action: 'member.deleted', actor_member_id: SEEDED.Admin.id }]);
      const log = await http()
        .get('/api/membership/member-log')
        .query({ startDate: '2000-01-01', endDate: '2100-01-01', actionTypes: 'Member Deleted' })
        .set(as('Admin'))
        .expect(200);
      expect(log.body).toEqual([
        expect.objectContaining({ action_type: 'Member Deleted', email: SEEDED.Board.email, changed_by: SEEDED.Admin.email }),
      ]);
      await http().get('/api/members/detail').query({ email: SEEDED.Board.email }).set(as('Admin')).expect(404);
    });
  });

  describe('POST /api/members/new (public application)', () => {
    it('checks the spec rules and writes nothing when they fail', async () => {
      const missing = await http()
        .post('/api/members/new')
        .send({ ...VALID_APPLICATION, Mobile: '', State: 'XX' })
        .expect(400);
      expect(missing.body.message).toBe('Please provide your mobile number.; Please select your state.');
      const unknownTeam = await http()
        .post('/api/members/new')
        .send({ ...VALID_APPLICATION, Teams: 'Costumes, Juggling' })
        .expect(400);
      expect(unknownTeam.body.message).toBe('Unknown team: Juggling');
      expect(await env.dataSource.query(`SELECT 1 FROM members WHERE lower(email) = 'agnes.applicant@example.com'`)).toEqual([]);
    });

    it('stores a Pending member, e-mails the applicant (the Admins get a digest, see member-applications), and refuses a second pending application', async () => {
      smtp.messages.splice(0);
      await http().post('/api/members/new').send(VALID_APPLICATION).expect(201, { success: true });
      const search = await http().post('/api/members/search').set(as('Admin')).send({ Email: 'agnes.applicant', view: 'full' }).expect(200);
      expect(search.body.members).toEqual([expect.objectContaining({ Membership_Status: 'Pending', Teams: ['Costumes', 'Props'], State: 'FL' })]);
      expect((await smtp.waitFor('agnes.applicant@example.com')).decoded).toContain('Your application has been received');

      const again = await http()
        .post('/api/members/new')
        .send({ ...VALID_APPLICATION, Email: 'AGNES.applicant@example.com' })
        .expect(409);
      expect(again.body.message).toMatch(/already waiting for review/);
    });
  });

  describe('teams', () => {
    it('lists teams publicly with coordinators, and choices for members', async () => {
      const teams = await http().get('/api/teams').expect(200);
      expect(teams.body.success).toBe(true);
      expect(teams.body.teams.find((team: { name: string }) => team.name === 'Set')).toMatchObject({
        coordinatorDetails: { name: 'William Harper', email: 'set@greenroom.test' },
      });
      const choices = await http().get('/api/team-choices').set(as('Member')).expect(200);
      expect(choices.body.choices).toContain('Shows to Go');
      await http().get('/api/team-choices').expect(401);
    });

    it('lets Leader, Board and Admin edit a team; a rename keeps its members', async () => {
      const setId = seedId('team', 'Set');
      await http().put(`/api/teams/${setId}`).set(as('Member')).send({ name: 'Scenery' }).expect(403);
      const team = { description: '', coordinatorName: 'William Harper', coordinatorEmail: '' };
      await http()
        .put(`/api/teams/${setId}`)
        .set(as('Leader'))
        .send({ ...team, name: 'Props', version: 1 })
        .expect(409);
      const response = await http()
        .put(`/api/teams/${setId}`)
        .set(as('Leader'))
        .send({ name: 'Scenery', description: 'Build it.', coordinatorName: 'Wm Harper', coordinatorEmail: 'not-an-email', version: 1 })
        .expect(400);
      expect(response.body.message).toBe('Please enter a valid email address');
      const renamed = await http()
        .put(`/api/teams/${setId}`)
        .set(as('Leader'))
        .send({ ...team, name: 'Scenery', description: 'Build it.', version: 1 })
        .expect(200);
      expect(renamed.body.team).toMatchObject({
        name: 'Scenery',
        description: 'Build it.',
        coordinatorDetails: { name: 'William Harper', email: null },
      });
      const search = await http().post('/api/members/search').set(as('Member')).send({ team: 'Scenery', Last_Name: 'Castillo' }).expect(200);
      expect(search.body.total).toEqual({ value: 1, kind: 'exact' });
      await http()
        .put('/api/teams/00000000-0000-4000-8000-000000000000')
        .set(as('Admin'))
        .send({ ...team, name: 'Nope', version: 1 })
        .expect(404);
    });

    it("stores the session member's own teams only", async () => {
      const other = await http()
        .post('/api/update-member-teams')
        .set(as('Member'))
        .send({ email: SEEDED.Admin.email, teams: ['AV'] })
        .expect(403);
      expect(other.body.message).toBe('You can only change your own member information.');
      const response = await http()
        .post('/api/update-member-teams')
        .set(as('Member'))
        .send({ email: SEEDED.Member.email, teams: ['AV', 'Ushers'] })
        .expect(200);
      expect(response.body.member).toMatchObject({ Email: SEEDED.Member.email, Teams: ['AV', 'Ushers'] });
      const [logged] = await env.dataSource.query<{ changes: { field: string; after: string }[] }[]>(
        `SELECT changes FROM member_log WHERE member_id = $1 AND action_type = 'Own Record Updated' AND changes @> '[{"field": "Teams"}]'`,
        [SEEDED.Member.id],
      );
      expect(logged.changes).toEqual([expect.objectContaining({ field: 'Teams', after: 'AV, Ushers' })]);
      await http()
        .post('/api/update-member-teams')
        .set(as('Member'))
        .send({ teams: ['Juggling'] })
        .expect(400);
    });
  });

  describe('search at scale', () => {
    it('estimates a broad search, counts exactly up to 10,000 when asked, says "more than" beyond, while pages keep coming', async () => {
      await env.dataSource.query(
        `INSERT INTO members (email, first_name, last_name, membership_status, portal_permission)
         SELECT 'bulk' || i || '@example.com', 'Bulk', 'Zimmer' || lpad(i::text, 5, '0'), 'Active', 'Member' FROM generate_series(1, 5100) AS i`,
      );
      await env.dataSource.query('ANALYZE members');
      const first = await http().post('/api/members/search').set(as('Member')).send({ Last_Name: 'zimmer' }).expect(200);
      expect(first.body.total.kind).toBe('about');
      expect(first.body.members[0].Last_Name).toBe('Zimmer00001');
      const counted = await http().post('/api/members/search').set(as('Member')).send({ Last_Name: 'zimmer', count: true }).expect(200);
      expect(counted.body.total).toEqual({ value: 5100, kind: 'exact' });
      const names: string[] = first.body.members.map((member: { Last_Name: string }) => member.Last_Name);
      let cursor: string | null = first.body.nextCursor;
      while (cursor) {
        const next = await http().post('/api/members/search').set(as('Member')).send({ Last_Name: 'zimmer', cursor }).expect(200);
        names.push(...next.body.members.map((member: { Last_Name: string }) => member.Last_Name));
        cursor = next.body.nextCursor;
      }
      expect(names).toEqual(Array.from({ length: 5100 }, (_, index) => `Zimmer${String(index + 1).padStart(5, '0')}`));
      // Matches beyond the first 5,000 members in name order are found through the trigram index, still in order.
      const late = await http().post('/api/members/search').set(as('Member')).send({ Email: 'bulk51' }).expect(200);
      expect(late.body.members.map((member: { Last_Name: string }) => member.Last_Name)).toEqual(
        ['00051', ...Array.from({ length: 10 }, (_, index) => `0051${index}`), '05100'].map((number) => `Zimmer${number}`),
      );
      expect(late.body.total).toEqual({ value: 12, kind: 'exact' });
      // Few matches among many matching last names: the names are read 200 at a time until the page is complete.
      await env.dataSource.query(`UPDATE members SET membership_status = 'LTM' WHERE last_name IN ('Zimmer00002', 'Zimmer00300', 'Zimmer05099')`);
      const sparse = await http()
        .post('/api/members/search')
        .set(as('Leader'))
        .send({ Last_Name: 'zimmer', Membership_Statuses: ['LTM'] })
        .expect(200);
      expect(sparse.body.members.map((member: { Last_Name: string }) => member.Last_Name)).toEqual(['Zimmer00002', 'Zimmer00300', 'Zimmer05099']);
      await env.dataSource.query(`UPDATE members SET membership_status = 'Active' WHERE last_name LIKE 'Zimmer%'`);
      const csv = await http().post('/api/members/export').set(as('Member')).send({ Last_Name: 'zimmer' }).expect(200);
      expect(csv.text.trim().split('\n')).toHaveLength(1 + 5100);
      await env.dataSource.query(
        `INSERT INTO members (email, first_name, last_name, membership_status, portal_permission)
         SELECT 'bulk' || i || '@example.com', 'Bulk', 'Zimmer' || lpad(i::text, 5, '0'), 'Active', 'Member' FROM generate_series(5101, 10100) AS i`,
      );
      const beyond = await http().post('/api/members/search').set(as('Member')).send({ Last_Name: 'zimmer', count: true }).expect(200);
      expect(beyond.body.total).toEqual({ value: 10000, kind: 'more-than' });
    });
  });

  describe('GET /api/membership/member-log', () => {
    it("answers the range's entries newest first, Admin only", async () => {
      await env.dataSource.query(
        `INSERT INTO member_log (timestamp, action_type, login_result, email, ip_address) VALUES
         ('2026-03-01T14:00:00Z', 'Login', 'Success', 'a@example.com', '203.0.113.1'),
         ('2026-03-01T16:00:00Z', 'Logout', 'Success', 'b@example.com', '203.0.113.2'),
         ('2026-03-02T04:30:00Z', 'Login', 'Success', 'late@example.com', '203.0.113.3'),
         ('2026-03-03T15:00:00Z', 'Login', 'Success', 'c@example.com', null)`,
      );
      await http().get('/api/membership/member-log').query({ startDate: '2026-03-01', endDate: '2026-03-01' }).set(as('Leader')).expect(403);
      const day = await http()
        .get('/api/membership/member-log')
        .query({ startDate: '2026-03-01', endDate: '2026-03-01' })
        .set(as('Admin'))
        .expect(200);
      // 04:30 UTC on March 2 is still the evening of March 1 in Florida.
      expect(day.body.map((entry: { email: string }) => entry.email)).toEqual(['late@example.com', 'b@example.com', 'a@example.com']);
      expect(day.body[0]).toEqual({
        id: expect.any(String),
        timestamp: '2026-03-02T04:30:00.000Z',
        action_type: 'Login',
        login_result: 'Success',
        email: 'late@example.com',
        ip_address: '203.0.113.3',
        changed_by: null,
        changes: [],
      });
      const filtered = await http()
        .get('/api/membership/member-log?startDate=2026-03-01&endDate=2026-03-03&actionTypes=Login')
        .set(as('Admin'))
        .expect(200);
      expect(filtered.body).toHaveLength(3);
      await http().get('/api/membership/member-log').query({ startDate: '2026-03-04', endDate: '2026-03-01' }).set(as('Admin')).expect(400);
      const tokyo = await http()
        .get('/api/membership/member-log')
        .query({ startDate: '2026-03-02', endDate: '2026-03-02', tz: 'Asia/Tokyo' })
        .set(as('Admin'))
        .expect(200);
      expect(tokyo.body.map((entry: { email: string }) => entry.email)).toEqual(['late@example.com', 'b@example.com']);
      await http()
        .get('/api/membership/member-log')
        .query({ startDate: '2026-03-02', endDate: '2026-03-02', tz: 'Mars/Olympus' })
        .set(as('Admin'))
        .expect(400);
    });

    it('narrows the entries to one member by part of their name or e-mail, and by kind of entry', async () => {
      const [board] = await env.dataSource.query<{ first_name: string; last_name: string }[]>(
        'SELECT first_name, last_name FROM members WHERE id = $1',
        [SEEDED.Board.id],
      );
      await env.dataSource.query(
        `INSERT INTO member_log (timestamp, action_type, login_result, email, ip_address, member_id) VALUES
         ('2026-04-01T14:00:00Z', 'Login', 'Success', $1, null, $2),
         ('2026-04-01T15:00:00Z', 'Member Updated', 'Success', $1, null, $2),
         ('2026-04-01T15:30:00Z', 'Login Link Requested', 'Link Sent', $1, null, null),
         ('2026-04-01T16:00:00Z', 'Login', 'Success', $3, null, $4),
         ('2026-04-01T17:00:00Z', 'Login', 'Success', 'stranger_50%@example.com', null, null)`,
        [SEEDED.Board.email, SEEDED.Board.id, SEEDED.Member.email, SEEDED.Member.id],
      );
      const search = async (query: Record<string, string | string[]>) =>
        (
          await http()
            .get('/api/membership/member-log')
            .query({ startDate: '2026-04-01', endDate: '2026-04-01', ...query })
            .set(as('Admin'))
            .expect(200)
        ).body as { action_type: string; email: string }[];

      const byName = await search({ member: `  ${board.first_name.toUpperCase()} ${board.last_name.slice(0, 3)} ` });
      expect(byName.map((entry) => [entry.action_type, entry.email])).toEqual([
        ['Login Link Requested', SEEDED.Board.email],
        ['Member Updated', SEEDED.Board.email],
        ['Login', SEEDED.Board.email],
      ]);
      expect(
        (await search({ member: board.last_name, actionTypes: ['Member Updated', 'Own Record Updated'] })).map((entry) => entry.action_type),
      ).toEqual(['Member Updated']);
      expect((await search({ member: 'member@greenroom' })).map((entry) => entry.email)).toEqual([SEEDED.Member.email]);
      // % and _ are letters to a person searching, not wildcards.
      expect((await search({ member: '50%' })).map((entry) => entry.email)).toEqual(['stranger_50%@example.com']);
      expect(await search({ member: 'r%5' })).toEqual([]);
      expect(await search({ member: '' })).toHaveLength(5);
      const tooLong = await http()
        .get('/api/membership/member-log')
        .query({ startDate: '2026-04-01', endDate: '2026-04-01', member: 'x'.repeat(101) })
        .set(as('Admin'))
        .expect(400);
      expect(tooLong.body).toEqual({ statusCode: 400, message: 'Please enter at most 100 characters of the name.' });
    });
  });
});

import type { INestApplication } from '@nestjs/common';
import type { Role } from '@greenroom/contracts';
import request from 'supertest';
import { SEEDED } from './support/members';
import { seededTokens } from './support/sessions';
import { TestEnvironment } from './support/test-env';

interface Row {
  id: string;
  First_Name: string;
  Teams: string[];
}

/**
 * Issue 40: each API replica keeps the search pages it answered (members/search-results.ts) under the version of the
 * searched tables. Every write that commits, however it is made, must make the next search read again.
 */
describe('member search: pages kept while nothing searched has changed', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let tokens: Record<Role, string>;

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp({ MEMBER_DIRECTORY_READS_PER_HOUR: '1000' });
    tokens = await seededTokens(app, ['Admin', 'Board', 'Leader', 'Member']);
  });
  afterAll(() => env.dispose());

  const search = async (role: Role, body: object): Promise<Row[]> =>
    (await request(app.getHttpServer()).post('/api/members/search').set('Authorization', `Bearer ${tokens[role]}`).send(body).expect(200)).body
      .members;
  const castillo = async (role: Role = 'Member') => (await search(role, { Last_Name: 'Castillo' })).find((row) => row.id === SEEDED.Leader.id);
  const version = async () => (await env.dataSource.query<{ version: string }[]>('SELECT version::text FROM member_search_version'))[0].version;

  it('answers a repeated search alike, and reads again after a write committed anywhere', async () => {
    expect(await castillo()).toMatchObject({ First_Name: 'Dorothy', Teams: ['Props', 'Set'] });
    const before = await version();
    expect(await castillo()).toMatchObject({ First_Name: 'Dorothy' });
    expect(await version()).toBe(before);

    await env.dataSource.query(`UPDATE members SET first_name = 'Dottie' WHERE id = $1`, [SEEDED.Leader.id]);
    expect(await castillo()).toMatchObject({ First_Name: 'Dottie' });

    await env.dataSource.query(`UPDATE teams SET name = 'Properties' WHERE name = 'Props'`);
    expect(await castillo()).toMatchObject({ Teams: ['Properties', 'Set'] });
    await env.dataSource.query(`UPDATE teams SET name = 'Props' WHERE name = 'Properties'`);

    await env.dataSource.query(`DELETE FROM member_teams WHERE member_id = $1 AND team_id = (SELECT id FROM teams WHERE name = 'Set')`, [
      SEEDED.Leader.id,
    ]);
    expect(await castillo()).toMatchObject({ Teams: ['Props'] });
  });

  it('keeps its pages while a write is open or rolled back, and reads again when one commits', async () => {
    const before = await castillo();
    const runner = env.dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      await runner.query(`UPDATE members SET first_name = 'Dolly' WHERE id = $1`, [SEEDED.Leader.id]);
      expect(await castillo()).toEqual(before);
      await runner.rollbackTransaction();
      expect(await castillo()).toEqual(before);

      await runner.startTransaction();
      await runner.query(`SAVEPOINT tried`);
      await runner.query(`UPDATE members SET first_name = 'Dolly' WHERE id = $1`, [SEEDED.Leader.id]);
      await runner.query(`ROLLBACK TO SAVEPOINT tried`);
      await runner.query(`UPDATE members SET last_name = 'Castillo-Reyes' WHERE id = $1`, [SEEDED.Leader.id]);
      const unchanged = await version();
      await runner.commitTransaction();
      expect(await version()).not.toBe(unchanged);
    } finally {
      await runner.release();
    }
    expect(await castillo()).toMatchObject({ First_Name: before?.First_Name });
    expect((await search('Member', { Last_Name: 'Castillo-Reyes' })).map((row) => row.id)).toEqual([SEEDED.Leader.id]);
  });

  it('never answers a page read before a commit to searches sent after it, with searches and writes fired at once', async () => {
    let previous = (await castillo())?.First_Name;
    for (let round = 1; round <= 5; round += 1) {
      const name = `Round${round}`;
      // Searches in flight while the write commits may see either name; every search sent after it sees the new one.
      const during = Array.from({ length: 10 }, () => castillo());
      await env.dataSource.query(`UPDATE members SET first_name = $2 WHERE id = $1`, [SEEDED.Leader.id, name]);
      for (const row of await Promise.all(during)) expect([previous, name]).toContain(row?.First_Name);
      const after = await Promise.all(Array.from({ length: 10 }, () => castillo()));
      expect(after.map((row) => row?.First_Name)).toEqual(Array(10).fill(name));
      previous = name;
    }
  });

  it("keeps each role's pages apart: an organizer's never reaches a Member", async () => {
    const pending = { Membership_Statuses: ['Pending'] };
    expect((await search('Admin', pending)).length).toBeGreaterThan(0);
    expect(await search('Member', pending)).toEqual([]);
    expect((await search('Leader', pending)).length).toBeGreaterThan(0);
  });

  it('reads every search again with MEMBER_SEARCH_PAGES_KEPT=0, without asking for the version', async () => {
    const reading = await env.startApp({ MEMBER_SEARCH_PAGES_KEPT: '0', MEMBER_DIRECTORY_READS_PER_HOUR: '1000' });
    const runner = env.dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      // A search that asked for the version would wait for this lock, and time out.
      await runner.query('LOCK TABLE member_search_version IN ACCESS EXCLUSIVE MODE');
      const response = await request(reading.getHttpServer())
        .post('/api/members/search')
        .set('Authorization', `Bearer ${tokens.Member}`)
        .send({ Last_Name: 'Castillo' })
        .timeout(5000)
        .expect(200);
      expect(response.body.members.map((row: Row) => row.id)).toContain(SEEDED.Leader.id);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});

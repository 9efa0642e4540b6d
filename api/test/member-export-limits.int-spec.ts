import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { seededTokens } from './support/sessions';
import { TestEnvironment } from './support/test-env';

const TOO_MANY_EXPORTS = 'You have exported the member list many times in the last hour. Please wait an hour and try again.';
const TOO_MANY_SEARCHES = 'You have looked through the member list many times in the last hour. Please wait an hour and try again.';

/** Issue 20, item 6: the directory export is throttled, and a Member's leaves out the Villages ID. */
describe('POST /api/members/export: limits', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let tokens: Record<'Member' | 'Leader' | 'Board' | 'Admin', string>;

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp();
    tokens = await seededTokens(app, ['Member', 'Leader', 'Board', 'Admin'] as const);
  });
  afterAll(() => env.dispose());

  const exportAs = (token: string) =>
    request(app.getHttpServer()).post('/api/members/export').set('Authorization', `Bearer ${token}`).send({ Last_Name: 'Castillo' });

  it("leaves the Villages ID out of a Member's export, keeps it in an organizer's", async () => {
    const [leader] = await env.dataSource.query<{ villages_id: string }[]>("SELECT villages_id FROM members WHERE email = 'leader@greenroom.test'");
    expect(leader.villages_id).toBeTruthy();
    const member = await exportAs(tokens.Member).expect(200);
    expect(member.text.trim().split('\n')[0]).toBe('First Name,Last Name,Email,Membership Status,Teams');
    expect(member.text).toContain('Dorothy,Castillo,leader@greenroom.test,Active,"Props, Set"');
    expect(member.text).not.toContain(leader.villages_id);
    const organizer = await exportAs(tokens.Leader).expect(200);
    expect(organizer.text.trim().split('\n')[0]).toBe('First Name,Last Name,Email,Membership Status,Villages ID,Teams');
    expect(organizer.text).toContain(leader.villages_id);
  });

  it('answers 429 as JSON after 10 exports by one member in an hour; another member is not affected', async () => {
    // The first test exported once already.
    for (let attempt = 2; attempt <= 10; attempt += 1) await exportAs(tokens.Member).expect(200);
    const limited = await exportAs(tokens.Member).expect(429);
    expect(limited.headers['content-type']).toMatch(/^application\/json/);
    expect(limited.headers['content-disposition']).toBeUndefined();
    expect(limited.body).toEqual({ statusCode: 429, message: TOO_MANY_EXPORTS });
    await exportAs(tokens.Leader).expect(200);
  });

  const searchAs = (token: string) =>
    request(app.getHttpServer()).post('/api/members/search').set('Authorization', `Bearer ${token}`).send({ Last_Name: 'a' });

  it('counts search pages in the same hourly limit as the export: 100 pages, or fewer pages and an export (issue 42, finding 5)', async () => {
    for (let page = 1; page <= 100; page += 1) expect((await searchAs(tokens.Board)).status).toBe(200);
    const limited = await searchAs(tokens.Board).expect(429);
    expect(limited.body).toEqual({ statusCode: 429, message: TOO_MANY_SEARCHES });

    // An export weighs 10 pages: after 91 pages there is no room for one.
    for (let page = 1; page <= 91; page += 1) expect((await searchAs(tokens.Admin)).status).toBe(200);
    const exportRefused = await exportAs(tokens.Admin).expect(429);
    expect(exportRefused.body).toEqual({ statusCode: 429, message: TOO_MANY_EXPORTS });
    await searchAs(tokens.Leader).expect(200);
  });
});

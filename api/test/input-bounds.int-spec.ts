import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { memberApplication } from './support/applications';
import { SEEDED } from './support/members';
import { seededTokens } from './support/sessions';
import { TestEnvironment } from './support/test-env';

const APPLICATION = memberApplication({ Email: 'agnes.bounds@example.com', Teams: 'Costumes' });

/** Every input has a size limit, and names cannot hide control or text-direction characters: 400s that say which field. */
describe('input bounds: oversize input, bidi overrides in names, calendar filters with thousands of values', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let tokens: Record<'Admin' | 'Member', string>;
  const http = () => request(app.getHttpServer());
  const as = (role: 'Admin' | 'Member') => ({ Authorization: `Bearer ${tokens[role]}` });

  /** A GET with the path exactly as written. */
  function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
    const { port } = (app.getHttpServer() as Server).address() as AddressInfo;
    return new Promise((resolve, reject) => {
      get({ host: '127.0.0.1', port, path, headers }, (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
      }).on('error', reject);
    });
  }

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp();
    await app.listen(0, '127.0.0.1');
    tokens = await seededTokens(app, ['Admin', 'Member']);
  });
  afterAll(() => env.dispose());

  it('answers a calendar filter with thousands of values with a 400 that names the filter', async () => {
    // Sent unencoded (supertest would percent-encode every quote), so 3,000 values fit in Node's 16 KB header limit.
    const filter = JSON.stringify({ Title: Array.from({ length: 3_000 }, () => 'a') });
    const response = await rawGet(`/api/calendar-data?filter=${filter}`, as('Member'));
    expect(response).toEqual({ status: 400, body: { statusCode: 400, message: 'filter.Title can have at most 100 entries' } });
  });

  it('answers an oversize string with a 400 that names the field, writing nothing', async () => {
    const before = await env.dataSource.query('SELECT city, updated_at FROM members WHERE id = $1', [SEEDED.Member.id]);
    const city = await http()
      .patch('/api/members/update')
      .set(as('Member'))
      .send({ City: 'x'.repeat(101) });
    expect(city.body).toEqual({ statusCode: 400, message: 'City can be at most 100 characters long.' });
    expect(await env.dataSource.query('SELECT city, updated_at FROM members WHERE id = $1', [SEEDED.Member.id])).toEqual(before);

    const subscriptions = await http()
      .post('/api/update-user-subscriptions')
      .set(as('Member'))
      .send({ email: `${'x'.repeat(300)}@example.com`, subscriptions: [] });
    expect(subscriptions.body).toEqual({ statusCode: 400, message: 'email can be at most 254 characters long' });

    const event = await http()
      .post('/api/calendar-data')
      .set(as('Admin'))
      .send({ Title: 'Rehearsal', Category: 'Rehearsal', StartDateTime: 'x'.repeat(10_000), IsAllDay: true });
    expect(event.body).toEqual({ statusCode: 400, message: 'StartDateTime can be at most 64 characters long' });
  });

  describe('names with control or bidi-override characters', () => {
    const refusal = (field: string) => ({
      statusCode: 400,
      message: `${field} cannot contain control characters, invisible characters or text-direction marks.`,
    });

    it('are refused on /join, and no application is stored', async () => {
      const response = await http()
        .post('/api/members/new')
        .send({ ...APPLICATION, First_Name: 'Agnes\u202Esemaj' });
      expect(response.body).toEqual(refusal('First name'));
      expect(await env.dataSource.query(`SELECT 1 FROM members WHERE lower(email) = $1`, [APPLICATION.Email])).toEqual([]);
    });

    it('are refused on PATCH /api/members/update, and the record keeps its name', async () => {
      const before = await env.dataSource.query('SELECT first_name, last_name FROM members WHERE id = $1', [SEEDED.Member.id]);
      const isolate = await http().patch('/api/members/update').set(as('Member')).send({ Last_Name: 'Smith\u2066 (Admin)' });
      expect(isolate.body).toEqual(refusal('Last name'));
      const control = await http().patch('/api/members/update').set(as('Member')).send({ First_Name: 'Ann\u0007' });
      expect(control.body).toEqual(refusal('First name'));
      expect(await env.dataSource.query('SELECT first_name, last_name FROM members WHERE id = $1', [SEEDED.Member.id])).toEqual(before);
    });
  });
});

import type { INestApplication } from '@nestjs/common';
import { RESPONSE_CONTRACTS, type ResponseContractKey } from '@greenroom/contracts';
import request from 'supertest';
import { SessionService } from '../src/auth/session.service';
import { SEEDED } from './support/members';
import { TestEnvironment } from './support/test-env';

/** The queries the GET calls below require. */
const QUERIES: Partial<Record<ResponseContractKey, string>> = { 'GET /api/membership/member-log': '?startDate=2020-01-01&endDate=2040-12-31&tz=UTC' };

/** The GET calls an Admin can make without a path parameter: their real answers on the seed. */
const READS = (Object.keys(RESPONSE_CONTRACTS) as ResponseContractKey[]).filter(
  (key) =>
    key.startsWith('GET ') &&
    !key.includes('{') &&
    !['GET /api/members/detail', 'GET /api/events-preview', 'GET /api/show-information', 'GET /api/membership/play-reading-attendees.csv'].includes(
      key,
    ),
);

describe('response contracts (libs/contracts) against the running API', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let token: string;

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp();
    token = await app.get(SessionService).open(SEEDED.Admin.id);
  });
  afterAll(() => env.dispose());

  it('lists every response schema in /api/docs, on a route the API has', async () => {
    const { body } = await request(app.getHttpServer()).get('/api/docs-json').expect(200);
    const missing = Object.keys(RESPONSE_CONTRACTS).filter((key) => {
      const [method, path] = key.split(' ');
      const responses = body.paths[path]?.[method.toLowerCase()]?.responses ?? {};
      return !Object.entries(responses).some(([status, response]) => status.startsWith('2') && (response as { content?: unknown }).content);
    });
    expect(missing).toEqual([]);
  });

  it.each(READS)('%s answers what its schema says', async (key) => {
    const path = key.slice('GET '.length);
    const response = await request(app.getHttpServer())
      .get(path + (QUERIES[key] ?? ''))
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    const answer = path.endsWith('.csv') || response.type === 'text/csv' ? response.text : response.body;
    const parsed = RESPONSE_CONTRACTS[key].safeParse(answer);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});

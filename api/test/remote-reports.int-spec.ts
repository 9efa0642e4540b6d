import type { INestApplication } from '@nestjs/common';
import { RemotesResponseSchema, type ReleaseHealth, type RemoteReport } from '@greenroom/contracts';
import request from 'supertest';
import { AppMetrics } from '../src/metrics/app-metrics';
import { REPORT_BATCHES_PER_MINUTE } from '../src/remotes/remote-reports.service';
import { SEED_RELEASE_VERSION } from '../src/seed/seed-remotes';
import { seededTokens } from './support/sessions';
import { TestEnvironment } from './support/test-env';

/** Issue 39 item 2: the shell reports what it saw of each remote; the Releases screen and the metrics count it. */
describe('remote reports: POST /api/remotes/reports', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let tokens: Record<'Member' | 'Leader' | 'Board' | 'Admin', string>;

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp();
    tokens = await seededTokens(app, ['Member', 'Leader', 'Board', 'Admin'] as const);
  });
  afterAll(() => env.dispose());

  const send = (token: string | null, body: unknown) => {
    const call = request(app.getHttpServer())
      .post('/api/remotes/reports')
      .send(body as object);
    return token ? call.set('Authorization', `Bearer ${token}`) : call;
  };
  const health = async (remote: string, version = SEED_RELEASE_VERSION): Promise<ReleaseHealth | undefined> => {
    const response = await request(app.getHttpServer()).get('/api/remotes').set('Authorization', `Bearer ${tokens.Admin}`).expect(200);
    const remotes = RemotesResponseSchema.parse(response.body).remotes;
    return remotes.find((entry) => entry.name === remote)?.releases.find((release) => release.version === version)?.health;
  };
  const drawn = (remote: string, drawMs: number): RemoteReport => ({ remote, version: SEED_RELEASE_VERSION, outcome: 'drawn', drawMs });

  it('counts what members of every role report, shown beside the release and in the metrics', async () => {
    expect(await health('calendar')).toEqual({ drawn: 0, loadFailed: 0, renderErrors: 0, meanDrawMs: null });
    await send(tokens.Member, {
      reports: [drawn('calendar', 800), drawn('calendar', 1200), { remote: 'calendar', version: SEED_RELEASE_VERSION, outcome: 'load failed' }],
    }).expect(204);
    await send(tokens.Leader, { reports: [{ remote: 'calendar', version: SEED_RELEASE_VERSION, outcome: 'render error' }] }).expect(204);
    expect(await health('calendar')).toEqual({ drawn: 2, loadFailed: 1, renderErrors: 1, meanDrawMs: 1000 });
    const rows = await env.dataSource.query<{ role: string; outcome: string; count: number }[]>(
      `SELECT role, outcome, count FROM remote_reports WHERE remote = 'calendar' ORDER BY role, outcome`,
    );
    expect(rows).toEqual([
      { role: 'Leader', outcome: 'render error', count: 1 },
      { role: 'Member', outcome: 'drawn', count: 2 },
      { role: 'Member', outcome: 'load failed', count: 1 },
    ]);
    const metrics = app.get(AppMetrics);
    const slots = (await metrics.remoteSlots.get()).values.filter((value) => value.labels.remote === 'calendar');
    expect(Object.fromEntries(slots.map((value) => [value.labels.outcome, value.value]))).toEqual({ drawn: 2, 'load failed': 1, 'render error': 1 });
    const draws = (await metrics.remoteDraw.get()).values.find(
      (value) => value.metricName === 'greenroom_remote_draw_seconds_sum' && value.labels.remote === 'calendar',
    );
    expect(draws?.value).toBeCloseTo(2);
  });

  it('loses none of the batches sent at once by several members', async () => {
    const members = [tokens.Member, tokens.Leader, tokens.Board, tokens.Admin];
    const batches = members.flatMap((token) => Array.from({ length: 5 }, () => send(token, { reports: [drawn('rsvp', 500), drawn('rsvp', 700)] })));
    const answers = await Promise.all(batches);
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(204));
    expect(await health('rsvp')).toEqual({ drawn: 40, loadFailed: 0, renderErrors: 0, meanDrawMs: 600 });
  });

  it('refuses a release the portal has not registered, and counts nothing of that batch', async () => {
    const answer = await send(tokens.Member, {
      reports: [drawn('email', 300), { remote: 'email', version: '9.9.9-made-up', outcome: 'drawn' }],
    }).expect(422);
    expect(answer.body).toEqual({ statusCode: 422, message: 'These reports name a release the portal has not registered: email 9.9.9-made-up.' });
    await send(tokens.Member, { reports: [{ remote: 'nosuchremote', version: '1.0.0', outcome: 'drawn' }] }).expect(422);
    expect(await health('email')).toEqual({ drawn: 0, loadFailed: 0, renderErrors: 0, meanDrawMs: null });
  });

  it('refuses malformed batches with a clear 400, and visitors with 401', async () => {
    const bad = [
      {},
      { reports: [] },
      { reports: Array.from({ length: 51 }, () => drawn('members', 100)) },
      { reports: [{ remote: 'members', version: SEED_RELEASE_VERSION, outcome: 'exploded' }] },
      { reports: [drawn('members', -1)] },
      { reports: [{ ...drawn('members', 100), email: 'margaret@example.org' }] },
    ];
    for (const body of bad) {
      const answer = await send(tokens.Member, body).expect(400);
      expect(answer.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
    }
    await send(null, { reports: [drawn('members', 100)] }).expect(401);
    expect(await health('members')).toEqual({ drawn: 0, loadFailed: 0, renderErrors: 0, meanDrawMs: null });
  });

  it(`takes ${REPORT_BATCHES_PER_MINUTE} batches a minute from one member, then 429`, async () => {
    // Two windows' worth and one more: however the burst falls across a window's edge, at least one is refused.
    const burst = 2 * REPORT_BATCHES_PER_MINUTE + 1;
    const answers = await Promise.all(Array.from({ length: burst }, () => send(tokens.Board, { reports: [drawn('auditions', 100)] })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 204 || status === 429)).toBe(true);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused[0].body).toEqual({ statusCode: 429, message: 'Too many reports from this browser: try again in a minute.' });
    expect((await health('auditions'))?.drawn).toBe(statuses.filter((status) => status === 204).length);
  });
});

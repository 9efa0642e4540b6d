import { execFile } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { RemotesResponseSchema, StageReleaseResponseSchema, type RemoteRegistry, type RemoteSummary } from '@greenroom/contracts';
import { SessionService } from '../src/auth/session.service';
import { AppMetrics } from '../src/metrics/app-metrics';
import { inRolloutShare } from '../src/remotes/rollouts/rollout-share';
import { RolloutRuleService } from '../src/remotes/rollouts/rollout-rule.service';
import { SEED_RELEASE_VERSION } from '../src/seed/seed-remotes';
import { startManifestHost } from './support/manifest-host';
import { seededTokens } from './support/sessions';
import { SmtpSink, TestEnvironment } from './support/test-env';
import { until } from './support/until';

/** Issue 39 items 1 and 3: a release staged for the Admins, a share of the members, everyone; rolled back by itself. */
describe('staged rollouts: per-person registry, stage changes, the rollout rule', () => {
  const env = new TestEnvironment();
  const smtp = new SmtpSink();
  const releaseToken = randomBytes(32).toString('base64url');
  let app: INestApplication;
  let worker: INestApplicationContext;
  let host: http.Server;
  let hostUrl: string;
  let admin: string;
  let member: string;
  let members: { id: string; token: string }[];
  let adminEmails: string[];

  beforeAll(async () => {
    await env.setUp();
    const smtpUrl = await smtp.start();
    app = await env.startApp({ RELEASE_TOKEN: releaseToken });
    worker = await env.startWorker(smtpUrl);
    host = await startManifestHost();
    hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    ({ Admin: admin, Member: member } = await seededTokens(app, ['Admin', 'Member']));
    const rows = await env.dataSource.query<{ id: string }[]>(
      `SELECT id FROM members WHERE portal_permission = 'Member' AND membership_status = 'Active' AND deleted_at IS NULL ORDER BY id LIMIT 40`,
    );
    const sessions = app.get(SessionService);
    members = await Promise.all(rows.map(async ({ id }) => ({ id, token: await sessions.open(id) })));
    const admins = await env.dataSource.query<{ email: string }[]>(
      `SELECT DISTINCT lower(email) AS email FROM members WHERE portal_permission = 'Admin' AND deleted_at IS NULL AND membership_status IN ('Active', 'LTM', 'Expired')`,
    );
    adminEmails = admins.map((row) => row.email);
  });
  afterAll(async () => {
    await new Promise((resolve) => host.close(resolve));
    await env.dispose();
    await smtp.stop();
  });

  const server = () => app.getHttpServer();
  const pipeline = { Authorization: `Bearer ${releaseToken}` };
  const registryOf = async (token: string | null): Promise<RemoteRegistry> => {
    const call = request(server()).get('/api/remotes/registry');
    return (await (token ? call.set('Authorization', `Bearer ${token}`) : call).expect(200)).body as RemoteRegistry;
  };
  const register = (version: string) =>
    request(server())
      .post('/api/remotes/calendar/releases')
      .set(pipeline)
      .send({ version, manifestUrl: `${hostUrl}/good/calendar/mf-manifest.json?v=${version}` })
      .expect(201);
  const stage = (token: string, body: object) =>
    request(server()).post('/api/remotes/calendar/rollout').set('Authorization', `Bearer ${token}`).send(body);
  const calendar = async (): Promise<RemoteSummary> => {
    const response = await request(server()).get('/api/remotes').set('Authorization', `Bearer ${admin}`).expect(200);
    return RemotesResponseSchema.parse(response.body).remotes.find((remote) => remote.name === 'calendar')!;
  };

  it('refuses Members, visitors and malformed stages', async () => {
    await register('2.0.0');
    await stage(member, { version: '2.0.0', stage: 'admins' }).expect(403);
    await request(server()).post('/api/remotes/calendar/rollout').send({ version: '2.0.0', stage: 'admins' }).expect(401);
    await request(server()).delete('/api/remotes/calendar/rollout?revision=1').set('Authorization', `Bearer ${member}`).expect(403);
    for (const body of [
      { version: '2.0.0', stage: 'half' },
      { version: '2.0.0', stage: 'share', share: 100 },
      { version: '2.0.0', stage: 'share', share: 0 },
      { version: '2.0.0', stage: 'admins', windowSeconds: 1 },
      { version: '2.0.0', stage: 'admins', memberId: 'x' },
      { stage: 'admins' },
    ]) {
      const answer = await stage(admin, body).expect(400);
      expect(answer.body.statusCode).toBe(400);
    }
    await stage(admin, { version: '9.9.9', stage: 'admins' }).expect(404);
    await request(server())
      .post('/api/remotes/nosuch/rollout')
      .set('Authorization', `Bearer ${admin}`)
      .send({ version: '2.0.0', stage: 'admins' })
      .expect(404);
  });

  it('gives the Admins the staged release first, then the members in the share, each always the same one', async () => {
    const started = StageReleaseResponseSchema.parse((await stage(admin, { version: '2.0.0', stage: 'admins' }).expect(200)).body);
    expect(started.rollout).toMatchObject({ version: '2.0.0', previousVersion: SEED_RELEASE_VERSION, stage: 'admins', revision: 1 });
    expect((await registryOf(admin)).calendar.version).toBe('2.0.0');
    expect((await registryOf(member)).calendar.version).toBe(SEED_RELEASE_VERSION);
    // A page with no session, or one whose session is not valid, gets what everyone gets.
    expect((await registryOf(null)).calendar.version).toBe(SEED_RELEASE_VERSION);
    expect((await registryOf('x'.repeat(43))).calendar.version).toBe(SEED_RELEASE_VERSION);
    const staged = (await request(server()).get('/api/remotes/registry/staged').expect(200)).body as RemoteRegistry;
    expect(Object.keys(staged)).toEqual(['calendar']);
    expect(staged.calendar.version).toBe('2.0.0');

    await stage(admin, { version: '2.0.0', stage: 'share', share: 50, revision: 1 }).expect(200);
    const versions = await Promise.all(members.map(async ({ token }) => (await registryOf(token)).calendar.version));
    expect(versions).toEqual(members.map(({ id }) => (inRolloutShare('calendar', id, 50) ? '2.0.0' : SEED_RELEASE_VERSION)));
    expect(new Set(versions)).toEqual(new Set(['2.0.0', SEED_RELEASE_VERSION]));
    // The same answer on the next load.
    expect((await registryOf(members[0].token)).calendar.version).toBe(versions[0]);

    const summary = await calendar();
    expect(summary.rollout).toMatchObject({ version: '2.0.0', stage: 'share', share: 50, revision: 2 });
    expect(summary.rolloutHistory.map((event) => [event.event, event.stage, event.share])).toEqual([
      ['moved on', 'share', 50],
      ['started', 'admins', 10],
    ]);
  });

  it('lets one of two changes made at once through and answers the other 409', async () => {
    const answers = await Promise.all([
      stage(admin, { version: '2.0.0', stage: 'share', share: 20, revision: 2 }),
      stage(admin, { version: '2.0.0', stage: 'share', share: 80, revision: 2 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toMatch(/Someone else changed this rollout/);
    // Starting another rollout while one is under way is refused too.
    await register('2.1.0');
    expect((await stage(admin, { version: '2.1.0', stage: 'admins' }).expect(409)).body.message).toMatch(/A rollout of calendar 2.0.0 is under way/);
  });

  it('is stopped by a pipeline: everyone gets the active release again', async () => {
    const { rollout } = await calendar();
    await request(server())
      .delete(`/api/remotes/calendar/rollout?revision=${rollout!.revision - 1}`)
      .set(pipeline)
      .expect(409);
    await request(server()).delete(`/api/remotes/calendar/rollout?revision=${rollout!.revision}`).set(pipeline).expect(200);
    expect((await registryOf(admin)).calendar.version).toBe(SEED_RELEASE_VERSION);
    const summary = await calendar();
    expect(summary.rollout).toBeNull();
    expect(summary.rolloutHistory[0]).toMatchObject({ event: 'stopped', by: 'deploy token' });
  });

  it('rolls a failing share back once, with the figures, an e-mail to each Admin and the metric', async () => {
    await register('3.0.0');
    await stage(admin, { version: '3.0.0', stage: 'share', share: 50, errorThresholdPercent: 20, windowSeconds: 30, minSessions: 3 }).expect(200);
    const inShare = members.filter(({ id }) => inRolloutShare('calendar', id, 50)).slice(0, 4);
    expect(inShare).toHaveLength(4);
    const report = (token: string, outcome: string) =>
      request(server())
        .post('/api/remotes/reports')
        .set('Authorization', `Bearer ${token}`)
        .send({ reports: [{ remote: 'calendar', version: '3.0.0', outcome }] })
        .expect(204);
    await Promise.all([
      report(inShare[0].token, 'render error'),
      report(inShare[1].token, 'render error'),
      report(inShare[2].token, 'render error'),
      report(inShare[3].token, 'drawn'),
    ]);
    // Two judges at once (and the worker's own schedule besides): the share goes back once.
    const rule = worker.get(RolloutRuleService);
    await Promise.all([rule.run(), rule.run()]);
    await until(async () => (await calendar()).rollout === null, 10_000, 'the rollback');
    const events = await env.dataSource.query<{ figures: object }[]>(`SELECT figures FROM remote_rollout_events WHERE event = 'rolled back'`);
    expect(events).toEqual([{ figures: { sessions: 4, errors: 3, errorPercent: 75, thresholdPercent: 20, windowSeconds: 30, minSessions: 3 } }]);
    expect((await calendar()).rolloutHistory[0]).toMatchObject({ version: '3.0.0', event: 'rolled back', by: 'The portal itself' });
    for (const { token } of inShare) expect((await registryOf(token)).calendar.version).toBe(SEED_RELEASE_VERSION);
    const rollbacks = (await worker.get(AppMetrics).remoteRollbacks.get()).values;
    expect(rollbacks).toEqual([expect.objectContaining({ labels: { remote: 'calendar', version: '3.0.0' }, value: 1 })]);
    expect(adminEmails.length).toBeGreaterThan(0);
    for (const email of adminEmails) {
      const mail = await smtp.waitFor(email);
      expect(mail.decoded).toContain('The portal took back a new version of the calendar screens');
      expect(mail.decoded).toContain('3 of 4 pages that showed it went wrong (75%), more than the 20% allowed');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.filter((message) => message.decoded.includes('took back'))).toHaveLength(adminEmails.length);
  });

  it('moves a healthy release on by itself: Admins, then the share, then everyone', async () => {
    await register('4.0.0');
    await stage(admin, { version: '4.0.0', stage: 'admins', share: 50, autoAdvance: true, stageSeconds: 10, minSessions: 3 }).expect(200);
    // Each stage's time is made to have passed rather than waited for.
    const age = () => env.dataSource.query(`UPDATE remote_rollouts SET stage_started_at = stage_started_at - interval '20 seconds'`);
    await age();
    await until(async () => (await calendar()).rollout?.stage === 'share', 15_000, 'the share stage');
    await age();
    await until(async () => (await calendar()).activeVersion === '4.0.0', 15_000, 'everyone on 4.0.0');
    const summary = await calendar();
    expect(summary.rollout).toBeNull();
    expect(summary.rolloutHistory.slice(0, 3).map((event) => [event.event, event.stage, event.by])).toEqual([
      ['completed', 'all', 'The portal itself'],
      ['moved on', 'share', 'The portal itself'],
      ['started', 'admins', expect.any(String)],
    ]);
    expect(summary.activations[0]).toMatchObject({ version: '4.0.0', previousVersion: SEED_RELEASE_VERSION, activatedBy: 'The portal itself' });
    expect((await registryOf(null)).calendar.version).toBe('4.0.0');
  });

  it("is started by a team's pipeline with the release script's --stage", async () => {
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    const script = path.join(__dirname, '../../scripts/release-remote.mjs');
    const args = [script, 'rsvp', '--base-url', `${hostUrl}/good/rsvp/`, '--version', '6.0.0', '--stage', 'share', '--share', '30'];
    const outcome = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        args,
        { env: { PATH: process.env.PATH ?? '', RELEASE_TOKEN: releaseToken, API_URL: `http://127.0.0.1:${port}` } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
    expect({ code: outcome.code, stderr: outcome.stderr }).toEqual({ code: 0, stderr: '' });
    expect(outcome.stdout).toContain('release: rsvp 6.0.0 is being tried out by the Admins and about 30 in 100 members');
    const response = await request(server()).get('/api/remotes').set('Authorization', `Bearer ${admin}`).expect(200);
    const rsvp = RemotesResponseSchema.parse(response.body).remotes.find((remote) => remote.name === 'rsvp');
    expect(rsvp?.rollout).toMatchObject({ version: '6.0.0', stage: 'share', share: 30, startedBy: 'deploy token' });
  });
});

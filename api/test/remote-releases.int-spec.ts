import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { PORTAL_REMOTE_NAMES, type RemoteRegistry } from '@greenroom/contracts';
import { SEED_RELEASE_VERSION } from '../src/seed/seed-remotes';
import { seededTokens } from './support/sessions';
import { startManifestHost } from './support/manifest-host';
import { TestEnvironment } from './support/test-env';

describe('remote releases: register, check, activate, roll back', () => {
  const env = new TestEnvironment();
  const releaseToken = randomBytes(32).toString('base64url');
  let app: INestApplication;
  let appWithoutToken: INestApplication;
  let host: http.Server;
  let hostUrl: string;
  let unreachableUrl: string;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp({ RELEASE_TOKEN: releaseToken });
    appWithoutToken = await env.startApp();
    host = await startManifestHost();
    hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    // A port that was just free: nothing answers there.
    const closed = await startManifestHost();
    unreachableUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/mf-manifest.json`;
    await new Promise((resolve) => closed.close(resolve));
    ({ Admin: admin, Member: member } = await seededTokens(app, ['Admin', 'Member']));
  });
  afterAll(async () => {
    await new Promise((resolve) => host.close(resolve));
    await env.dispose();
  });

  const server = () => app.getHttpServer();
  const registry = async () => (await request(server()).get('/api/remotes/registry').expect(200)).body as RemoteRegistry;
  const releaseRows = (version: string) =>
    env.dataSource.query<{ status: string; problems: string[] }[]>(`SELECT status, problems FROM remote_releases WHERE version = $1`, [version]);

  it('starts from the seeded releases, served as the public registry document with an ETag', async () => {
    const response = await request(server()).get('/api/remotes/registry').expect(200);
    // Every remote of the list, a new one (`npm run new-remote`) included.
    expect(Object.keys(response.body).sort()).toEqual([...PORTAL_REMOTE_NAMES].sort());
    expect(response.body.calendar).toEqual({ manifest: 'http://localhost:4202/mf-manifest.json', version: SEED_RELEASE_VERSION });
    expect(response.headers.etag).toMatch(/^".+"$/);
    await request(server()).get('/api/remotes/registry').set('If-None-Match', response.headers.etag).expect(304);
  });

  it('refuses Members (403) and visitors (401) on every release route', async () => {
    const calls = [
      () => request(server()).get('/api/remotes'),
      () =>
        request(server())
          .post('/api/remotes/calendar/releases')
          .send({ version: '9.9.9', manifestUrl: `${hostUrl}/good/calendar/mf-manifest.json` }),
      () => request(server()).post('/api/remotes/calendar/activate').send({ version: SEED_RELEASE_VERSION }),
      () => request(server()).post('/api/remotes/calendar/rollback'),
    ];
    for (const call of calls) {
      expect((await call().set('Authorization', `Bearer ${member}`)).status).toBe(403);
      expect((await call()).status).toBe(401);
    }
    expect(await releaseRows('9.9.9')).toEqual([]);
  });

  it('accepts the deploy token on the release routes only, and only when RELEASE_TOKEN is set', async () => {
    const body = { version: '2.0.0-ci', manifestUrl: `${hostUrl}/good/calendar/mf-manifest.json` };
    await request(appWithoutToken.getHttpServer())
      .post('/api/remotes/calendar/releases')
      .set('Authorization', `Bearer ${releaseToken}`)
      .send(body)
      .expect(401);
    await request(server()).post('/api/remotes/calendar/releases').set('Authorization', `Bearer ${releaseToken}x`).send(body).expect(401);
    expect(await releaseRows('2.0.0-ci')).toEqual([]);

    await request(server())
      .post('/api/remotes/calendar/releases')
      .set('Authorization', `Bearer ${releaseToken}`)
      .send(body)
      .expect(201, { version: '2.0.0-ci', status: 'passed' });
    await request(server()).get('/api/remotes').set('Authorization', `Bearer ${releaseToken}`).expect(401);
    await request(server()).get('/api/members-nav').set('Authorization', `Bearer ${releaseToken}`).expect(401);

    const activated = await request(server())
      .post('/api/remotes/calendar/activate')
      .set('Authorization', `Bearer ${releaseToken}`)
      .send({ version: '2.0.0-ci' })
      .expect(200);
    expect(activated.body).toEqual({ activeVersion: '2.0.0-ci', previousVersion: SEED_RELEASE_VERSION });
    expect((await registry()).calendar.manifest).toBe(body.manifestUrl);
    const rolledBack = await request(server()).post('/api/remotes/calendar/rollback').set('Authorization', `Bearer ${releaseToken}`).expect(200);
    expect(rolledBack.body).toEqual({ activeVersion: SEED_RELEASE_VERSION, previousVersion: '2.0.0-ci' });
    expect((await registry()).calendar.manifest).toBe('http://localhost:4202/mf-manifest.json');
  });

  it.each([
    ['an unreachable manifest', () => unreachableUrl, /could not be read: the server could not be reached/],
    ['a manifest that is not JSON', () => `${hostUrl}/not-json/calendar/mf-manifest.json`, /could not be read: it is not JSON/],
    ['a manifest over 1 MB', () => `${hostUrl}/huge/calendar/mf-manifest.json`, /is larger than 1 MB/],
    ['a manifest that is missing (404)', () => `${hostUrl}/nothing/calendar/mf-manifest.json`, /could not be read: the server answered 404/],
    ['a redirect', () => `${hostUrl}/redirect/calendar/mf-manifest.json`, /could not be read: the server answered 302/],
    ['plain http to another host', () => 'http://cdn.example.org/calendar/mf-manifest.json', /^This manifest address is not allowed/],
    ['a URL with a password', () => 'https://user:secret@cdn.example.org/mf-manifest.json', /must not carry a user name or password/],
    ['something that is not a URL', () => 'calendar', /manifestUrl must be a URL/],
  ])('answers 400 with a message for %s, and stores nothing', async (_case, url, message) => {
    const before = await registry();
    const response = await request(server())
      .post('/api/remotes/calendar/releases')
      .set('Authorization', `Bearer ${admin}`)
      .send({ version: '3.0.0-bad', manifestUrl: url() });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(message);
    expect(await releaseRows('3.0.0-bad')).toEqual([]);
    expect(await registry()).toEqual(before);
  });

  it('answers 400 for a bad version and 404 for an unknown remote', async () => {
    const manifestUrl = `${hostUrl}/good/calendar/mf-manifest.json`;
    const bad = await request(server())
      .post('/api/remotes/calendar/releases')
      .set('Authorization', `Bearer ${admin}`)
      .send({ version: '1.0 beta', manifestUrl })
      .expect(400);
    expect(bad.body.message).toMatch(/version may hold letters, digits/);
    const unknown = await request(server())
      .post('/api/remotes/tickets/releases')
      .set('Authorization', `Bearer ${admin}`)
      .send({ version: '1.0.0', manifestUrl })
      .expect(404);
    expect(unknown.body).toEqual({ statusCode: 404, message: 'There is no remote named "tickets".' });
  });

  it('stores a release lacking an expected module as refused, answers 422 with the reason, and will not activate it', async () => {
    const before = await registry();
    const response = await request(server())
      .post('/api/remotes/calendar/releases')
      .set('Authorization', `Bearer ${admin}`)
      .send({ version: '4.0.0-broken', manifestUrl: `${hostUrl}/missing-module/calendar/mf-manifest.json` })
      .expect(422);
    expect(response.body.problems).toEqual(['calendar: module "./EventsAtAGlance" is not exposed (exposes: ./routes)']);
    expect(response.body.message).toContain('calendar: module "./EventsAtAGlance" is not exposed');
    expect(await releaseRows('4.0.0-broken')).toEqual([{ status: 'refused', problems: response.body.problems }]);

    const activate = await request(server())
      .post('/api/remotes/calendar/activate')
      .set('Authorization', `Bearer ${admin}`)
      .send({ version: '4.0.0-broken' })
      .expect(409);
    expect(activate.body.message).toBe('Release 4.0.0-broken of calendar was refused by the contract check and cannot be activated.');
    expect(await registry()).toEqual(before);
  });

  it('lets an Admin register, activate and roll back, with an ETag that follows the active releases and a log of who did what', async () => {
    const manifestUrl = `${hostUrl}/good/members/mf-manifest.json`;
    const auth = { Authorization: `Bearer ${admin}` };
    await request(server()).post('/api/remotes/members/releases').set(auth).send({ version: '5.0.0', manifestUrl }).expect(201);
    const duplicate = await request(server()).post('/api/remotes/members/releases').set(auth).send({ version: '5.0.0', manifestUrl }).expect(409);
    expect(duplicate.body.message).toBe('members already has a release 5.0.0: give the new build a new version.');

    const firstEtag = (await request(server()).get('/api/remotes/registry')).headers.etag;
    await request(server())
      .post('/api/remotes/members/activate')
      .set(auth)
      .send({ version: '5.0.0' })
      .expect(200, { activeVersion: '5.0.0', previousVersion: SEED_RELEASE_VERSION });
    const switched = await request(server()).get('/api/remotes/registry').set('If-None-Match', firstEtag).expect(200);
    expect(switched.body.members.manifest).toBe(manifestUrl);
    expect(switched.headers.etag).not.toBe(firstEtag);
    await request(server()).post('/api/remotes/members/activate').set(auth).send({ version: '5.0.0' }).expect(409);
    await request(server()).post('/api/remotes/members/activate').set(auth).send({ version: '6.0.0' }).expect(404);

    const listed = await request(server()).get('/api/remotes').set(auth).expect(200);
    const members = listed.body.remotes.find((remote: { name: string }) => remote.name === 'members');
    expect(members).toMatchObject({ activeVersion: '5.0.0', rollbackVersion: SEED_RELEASE_VERSION });
    expect(
      members.releases.map((release: { version: string; registeredBy: string; status: string }) => [
        release.version,
        release.registeredBy,
        release.status,
      ]),
    ).toEqual([
      ['5.0.0', 'Margaret Whitfield', 'passed'],
      [SEED_RELEASE_VERSION, 'seed', 'passed'],
    ]);
    expect(members.activations[0]).toMatchObject({ version: '5.0.0', previousVersion: SEED_RELEASE_VERSION, activatedBy: 'Margaret Whitfield' });

    await request(server())
      .post('/api/remotes/members/rollback')
      .set(auth)
      .expect(200, { activeVersion: SEED_RELEASE_VERSION, previousVersion: '5.0.0' });
    expect((await request(server()).get('/api/remotes/registry').expect(200)).headers.etag).toBe(firstEtag);
    const log = (await request(server()).get('/api/remotes').set(auth)).body.remotes.find(
      (remote: { name: string }) => remote.name === 'members',
    ).activations;
    expect(log.map((entry: { version: string; previousVersion: string | null }) => [entry.version, entry.previousVersion])).toEqual([
      [SEED_RELEASE_VERSION, '5.0.0'],
      ['5.0.0', SEED_RELEASE_VERSION],
      [SEED_RELEASE_VERSION, null],
    ]);
  });
});

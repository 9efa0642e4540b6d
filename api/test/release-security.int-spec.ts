import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { RemotesResponseSchema, type RemoteRegistry } from '@greenroom/contracts';
import request from 'supertest';
import { HostResolver } from '../src/remotes/manifest-address-check';
import { ENTRY_REFUSED_MESSAGE, MANIFEST_REFUSED_MESSAGE } from '../src/remotes/manifest-fetcher';
import { seededTokens } from './support/sessions';
import { entryScript, overwritten, withManifestHost } from './support/manifest-host';
import { TestEnvironment } from './support/test-env';

/** A listener that must never be reached: it counts every connection made to it. */
async function startTripwire(): Promise<{ server: http.Server; port: number; connections: () => number }> {
  let connections = 0;
  const server = http.createServer((_req, res) => res.end('{}'));
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, connections: () => connections };
}

describe('release API security: scoped tokens, manifest origins, bounded records, immutable releases', () => {
  const env = new TestEnvironment();
  const releases = withManifestHost(env, () => env.startApp());

  const server = () => releases.app.getHttpServer();
  const asAdmin = () => ({ Authorization: `Bearer ${releases.admin}` });

  describe('release tokens', () => {
    const calendarProduction = { label: 'calendar team CI', remote: 'calendar', environment: 'production', scope: 'activate', expiresInDays: 90 };

    it('lets an Admin make a token for one remote that releases that remote only, names it in the log, and stops working when revoked', async () => {
      const created = await request(server()).post('/api/release-tokens').set(asAdmin()).send(calendarProduction).expect(201);
      const token: string = created.body.token;
      expect(token).toMatch(/^greenroom_release_[A-Za-z0-9_-]{43}$/);
      const stored = await env.dataSource.query<{ token_hash: string }[]>(`SELECT token_hash FROM release_tokens WHERE id = $1`, [created.body.id]);
      expect(stored[0].token_hash).not.toContain(token.slice(18));
      const asCalendarCi = { Authorization: `Bearer ${token}` };

      await request(server())
        .post('/api/remotes/calendar/releases')
        .set(asCalendarCi)
        .send({ version: '7.0.0-ci', manifestUrl: `${releases.hostUrl}/good/calendar/mf-manifest.json` })
        .expect(201);
      const otherRemote = await request(server())
        .post('/api/remotes/rsvp/releases')
        .set(asCalendarCi)
        .send({ version: '7.0.0-ci', manifestUrl: `${releases.hostUrl}/good/rsvp/mf-manifest.json` })
        .expect(403);
      expect(otherRemote.body).toEqual({ statusCode: 403, message: 'This release token is for the calendar remote only.' });
      await request(server()).post('/api/remotes/rsvp/activate').set(asCalendarCi).send({ version: '7.0.0-ci' }).expect(403);
      await request(server()).post('/api/remotes/rsvp/rollback').set(asCalendarCi).expect(403);
      await request(server()).get('/api/remotes').set(asCalendarCi).expect(401);
      await request(server()).get('/api/release-tokens').set(asCalendarCi).expect(401);

      await request(server()).post('/api/remotes/calendar/activate').set(asCalendarCi).send({ version: '7.0.0-ci' }).expect(200);
      const calendar = (await request(server()).get('/api/remotes').set(asAdmin()).expect(200)).body.remotes.find(
        (remote: { name: string }) => remote.name === 'calendar',
      );
      expect(calendar.releases[0]).toMatchObject({ version: '7.0.0-ci', registeredBy: 'release token "calendar team CI"' });
      expect(calendar.activations[0]).toMatchObject({ version: '7.0.0-ci', activatedBy: 'release token "calendar team CI"' });

      const listed = await request(server()).get('/api/release-tokens').set(asAdmin()).expect(200);
      const entry = listed.body.tokens.find((listedToken: { id: string }) => listedToken.id === created.body.id);
      expect(entry).toMatchObject({
        label: 'calendar team CI',
        remote: 'calendar',
        environment: 'production',
        scope: 'activate',
        createdBy: 'Margaret Whitfield',
        revokedAt: null,
      });
      const daysLeft = (Date.parse(entry.expiresAt) - Date.now()) / 86_400_000;
      expect(daysLeft).toBeGreaterThan(89.9);
      expect(daysLeft).toBeLessThanOrEqual(90);
      expect(entry.lastUsedAt).not.toBeNull();
      expect(JSON.stringify(listed.body)).not.toContain(token);

      const second = await request(server()).post('/api/release-tokens').set(asAdmin()).send(calendarProduction).expect(409);
      expect(second.body.message).toBe(
        'calendar already has a production release token. Revoke it first, then make the new one: one token per part and environment.',
      );

      await request(server()).delete(`/api/release-tokens/${created.body.id}`).set(asAdmin()).expect(204);
      const revoked = await request(server()).post('/api/remotes/calendar/rollback').set(asCalendarCi).expect(401);
      expect(revoked.body.message).toMatch(/not valid: it may have expired or been revoked/);
      await request(server()).delete(`/api/release-tokens/${created.body.id}`).set(asAdmin()).expect(404);
      // Revoked, the remote may have a production token again.
      const next = await request(server()).post('/api/release-tokens').set(asAdmin()).send(calendarProduction).expect(201);
      await request(server()).delete(`/api/release-tokens/${next.body.id}`).set(asAdmin()).expect(204);
    });

    it('a register-only token registers but cannot activate or roll back (403); preview tokens are always register-only', async () => {
      const preview = await request(server())
        .post('/api/release-tokens')
        .set(asAdmin())
        .send({ label: 'members pull requests', remote: 'members', environment: 'preview', scope: 'register', expiresInDays: 30 })
        .expect(201);
      const asPreview = { Authorization: `Bearer ${preview.body.token}` };
      await request(server())
        .post('/api/remotes/members/releases')
        .set(asPreview)
        .send({ version: '0.0.1-pr.99', manifestUrl: `${releases.hostUrl}/good/members/mf-manifest.json` })
        .expect(201);
      const activate = await request(server()).post('/api/remotes/members/activate').set(asPreview).send({ version: '0.0.1-pr.99' }).expect(403);
      expect(activate.body).toEqual({
        statusCode: 403,
        message: 'This release token may only register releases. An Admin activates them on the Releases screen.',
      });
      await request(server()).post('/api/remotes/members/rollback').set(asPreview).expect(403);
      const members = (await request(server()).get('/api/remotes').set(asAdmin()).expect(200)).body.remotes.find(
        (remote: { name: string }) => remote.name === 'members',
      );
      expect(members.activeVersion).not.toBe('0.0.1-pr.99');

      const previewActivate = await request(server())
        .post('/api/release-tokens')
        .set(asAdmin())
        .send({ label: 'members pull requests', remote: 'members', environment: 'preview', scope: 'activate', expiresInDays: 30 })
        .expect(400);
      expect(previewActivate.body).toEqual({
        statusCode: 400,
        message: 'A preview token may only register releases: a pull request must never make its code live',
      });
    });

    it('refuses an expired token (401), and lets the remote have a new token once its old one expired', async () => {
      const made = await request(server())
        .post('/api/release-tokens')
        .set(asAdmin())
        .send({ label: 'auditions team CI', remote: 'auditions', environment: 'production', scope: 'activate', expiresInDays: 1 })
        .expect(201);
      const asAuditionsCi = { Authorization: `Bearer ${made.body.token}` };
      await request(server())
        .post('/api/remotes/auditions/rollback')
        .set(asAuditionsCi)
        .expect((response) => expect(response.status).not.toBe(401));
      await env.dataSource.query(`UPDATE release_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [made.body.id]);
      const expired = await request(server())
        .post('/api/remotes/auditions/releases')
        .set(asAuditionsCi)
        .send({ version: '7.1.0-ci', manifestUrl: `${releases.hostUrl}/good/auditions/mf-manifest.json` })
        .expect(401);
      expect(expired.body).toEqual({
        statusCode: 401,
        message: 'This release token is not valid: it may have expired or been revoked. Ask an Admin for a new one.',
      });
      await request(server())
        .post('/api/release-tokens')
        .set(asAdmin())
        .send({ label: 'auditions team CI', remote: 'auditions', environment: 'production', scope: 'activate', expiresInDays: 365 })
        .expect(201);
    });

    it('refuses a token for every remote, an expiry past a year, unknown remotes and Members', async () => {
      const valid = { label: 'x', remote: 'rsvp', environment: 'production', scope: 'register', expiresInDays: 30 };
      await request(server())
        .post('/api/release-tokens')
        .set(asAdmin())
        .send({ ...valid, remote: null })
        .expect(400);
      const tooLong = await request(server())
        .post('/api/release-tokens')
        .set(asAdmin())
        .send({ ...valid, expiresInDays: 366 })
        .expect(400);
      expect(tooLong.body.message).toBe('A token may stay valid at most 365 days');
      const unknown = await request(server())
        .post('/api/release-tokens')
        .set(asAdmin())
        .send({ ...valid, remote: 'tickets' })
        .expect(404);
      expect(unknown.body.message).toBe('There is no remote named "tickets".');
      await request(server())
        .post('/api/release-tokens')
        .set(asAdmin())
        .send({ ...valid, label: '' })
        .expect(400);
      const { Member: member } = await seededTokens(releases.app, ['Member']);
      await request(server()).post('/api/release-tokens').set('Authorization', `Bearer ${member}`).send(valid).expect(403);
      await request(server()).get('/api/release-tokens').expect(401);
    });
  });

  describe('bounded records', () => {
    it('keeps the Releases list readable after a manifest with a 2,000-character name or 150 bad shared entries', async () => {
      for (const [version, kind] of [
        ['9.0.0-long-name', 'long-name'],
        ['9.0.1-many-shared', 'many-bad-shared'],
      ]) {
        const refused = await request(server())
          .post('/api/remotes/members/releases')
          .set(asAdmin())
          .send({ version, manifestUrl: `${releases.hostUrl}/${kind}/members/mf-manifest.json` })
          .expect(422);
        expect(refused.body.problems.length).toBeLessThanOrEqual(20);
        for (const problem of refused.body.problems) expect(problem.length).toBeLessThanOrEqual(300);
      }
      const listed = await request(server()).get('/api/remotes').set(asAdmin()).expect(200);
      // What the Releases screen does with the answer: parse it with the response contract.
      const parsed = RemotesResponseSchema.safeParse(listed.body);
      expect(parsed.success).toBe(true);
      const members = listed.body.remotes.find((remote: { name: string }) => remote.name === 'members');
      expect(members.releases.find((release: { version: string }) => release.version === '9.0.1-many-shared').problems.at(-1)).toMatch(
        /^… and \d+ more problems$/,
      );
    });

    it('takes at most 30 registrations of one remote an hour', async () => {
      await env.dataSource.query(
        `INSERT INTO remote_releases (remote, version, manifest_url, registered_via, status, problems)
         SELECT 'auditions', 'flood-' || n, 'http://127.0.0.1:1/mf-manifest.json', 'seed', 'refused', '[]' FROM generate_series(1, 30) n`,
      );
      const refused = await request(server())
        .post('/api/remotes/auditions/releases')
        .set(asAdmin())
        .send({ version: 'one-too-many', manifestUrl: `${releases.hostUrl}/good/auditions/mf-manifest.json` })
        .expect(429);
      expect(refused.body.message).toBe('auditions has had 30 releases registered in the last hour: try again later.');
      await request(server())
        .post('/api/remotes/email/releases')
        .set(asAdmin())
        .send({ version: 'other-remote', manifestUrl: `${releases.hostUrl}/good/email/mf-manifest.json` })
        .expect(201);
    });
  });

  describe('origins', () => {
    it('refuses a host that could smuggle a directive into the page CSP', async () => {
      const response = await request(server())
        .post('/api/remotes/calendar/releases')
        .set(asAdmin())
        .send({ version: '10.0.0', manifestUrl: 'https://a;sandbox;b.example/mf-manifest.json' })
        .expect(400);
      expect(response.body.message).toBe(MANIFEST_REFUSED_MESSAGE);
    });
  });

  describe('immutable releases', () => {
    /** Registers and activates version 11.0.0 of `remote` from the host's `kind` folder. */
    const releaseLive = async (remote: string, kind: string) => {
      const manifestUrl = `${releases.hostUrl}/${kind}/${remote}/mf-manifest.json`;
      await request(server()).post(`/api/remotes/${remote}/releases`).set(asAdmin()).send({ version: '11.0.0', manifestUrl }).expect(201);
      await request(server()).post(`/api/remotes/${remote}/activate`).set(asAdmin()).send({ version: '11.0.0' }).expect(200);
      return manifestUrl;
    };
    const integrity = async (remote: string) =>
      (await request(server()).get('/api/remotes/integrity').set(asAdmin()).expect(200)).body.releases.find(
        (release: { remote: string }) => release.remote === remote,
      );

    it('records the manifest digest at registration and says when the served manifest no longer matches it', async () => {
      overwritten.revision = 1;
      await releaseLive('email', 'overwritten');
      expect(await integrity('email')).toEqual({ remote: 'email', version: '11.0.0', state: 'unchanged' });
      overwritten.revision = 2;
      expect(await integrity('email')).toEqual({ remote: 'email', version: '11.0.0', state: 'changed' });
    });

    it('says so too when only the entry script was overwritten', async () => {
      overwritten.revision = 2;
      overwritten.entryRevision = 1;
      await releaseLive('members', 'overwritten');
      expect((await integrity('members')).state).toBe('unchanged');
      overwritten.entryRevision = 2;
      expect((await integrity('members')).state).toBe('changed');
    });

    it("hands the shell each active release's pins: the integrity of the manifest and of the entry script that were checked", async () => {
      const manifestUrl = await releaseLive('rsvp', 'good');
      const registry = (await request(server()).get('/api/remotes/registry').expect(200)).body as RemoteRegistry;
      const manifestBytes = await (await fetch(manifestUrl)).arrayBuffer();
      expect(registry.rsvp).toEqual({
        manifest: manifestUrl,
        version: '11.0.0',
        integrity: {
          manifest: `sha256-${createHash('sha256').update(Buffer.from(manifestBytes)).digest('base64')}`,
          entryUrl: `${releases.hostUrl}/good/rsvp/remoteEntry.js`,
          entry: `sha384-${createHash('sha384').update(entryScript('rsvp')).digest('base64')}`,
        },
      });
    });

    it('refuses a release whose entry script is missing, not allowed, or whose address is worked out only in the browser', async () => {
      const register = (kind: string, version: string) =>
        request(server())
          .post('/api/remotes/rsvp/releases')
          .set(asAdmin())
          .send({ version, manifestUrl: `${releases.hostUrl}/${kind}/rsvp/mf-manifest.json` })
          .expect(422);
      const missing = await register('no-entry', '11.0.1');
      expect(missing.body.problems).toEqual([
        `rsvp: The entry script at ${releases.hostUrl}/no-entry/rsvp/remoteEntry.js could not be read: the server answered 404.`,
      ]);
      const elsewhere = await register('entry-elsewhere', '11.0.3');
      expect(elsewhere.body.problems).toEqual([`rsvp: ${ENTRY_REFUSED_MESSAGE}`]);
      const computed = await register('run-time-path', '11.0.2');
      expect(computed.body.problems).toEqual([
        'rsvp: the entry script\'s address is not fixed in the manifest (build with publicPath "auto" or a full URL), so it cannot be pinned',
      ]);
    });
  });
});

describe('release API in production: manifests only over https from allowed origins, never to an inside address', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let admin: string;
  let tripwire: Awaited<ReturnType<typeof startTripwire>>;

  beforeAll(async () => {
    await env.setUp();
    tripwire = await startTripwire();
    app = await env.startProductionApp({
      RELEASE_MANIFEST_ORIGINS: `https://cdn.greenroom.test,https://inside.greenroom.test:${tripwire.port}`,
    });
    ({ Admin: admin } = await seededTokens(app, ['Admin']));
  });
  afterAll(async () => {
    await new Promise((resolve) => tripwire.server.close(resolve));
    await env.dispose();
  });

  const register = (manifestUrl: string) =>
    request(app.getHttpServer())
      .post('/api/remotes/calendar/releases')
      .set('Authorization', `Bearer ${admin}`)
      .send({ version: '1.0.0-prod', manifestUrl });

  it.each([
    ['plain http to this machine', () => `http://127.0.0.1:${tripwire.port}/mf-manifest.json`],
    ['https to this machine', () => `https://127.0.0.1:${tripwire.port}/mf-manifest.json`],
    ['https to localhost', () => `https://localhost:${tripwire.port}/mf-manifest.json`],
    ['an origin not on the allow-list', () => 'https://elsewhere.greenroom.test/mf-manifest.json'],
    ['plain http from an allowed host', () => 'http://cdn.greenroom.test/mf-manifest.json'],
  ])('refuses %s with the one message, before any connection', async (_case, url) => {
    const response = await register(url()).expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: MANIFEST_REFUSED_MESSAGE });
    expect(tripwire.connections()).toBe(0);
  });

  it.each([
    ['a private address', [{ address: '10.0.0.5', family: 4 as const }]],
    ['the cloud metadata service', [{ address: '169.254.169.254', family: 4 as const }]],
    ['a unique-local IPv6 address', [{ address: 'fd00:ec2::254', family: 6 as const }]],
    ['this machine, as an IPv4-mapped IPv6 address', [{ address: '::ffff:127.0.0.1', family: 6 as const }]],
    [
      'this machine, behind a public address',
      [
        { address: '203.0.113.7', family: 4 as const },
        { address: '127.0.0.1', family: 4 as const },
      ],
    ],
  ])('refuses an allowed host name that resolves to %s, with the one message and no connection', async (_case, addresses) => {
    const resolve = jest.spyOn(app.get(HostResolver), 'resolve').mockResolvedValue(addresses);
    try {
      const response = await register(`https://inside.greenroom.test:${tripwire.port}/mf-manifest.json`).expect(400);
      expect(response.body).toEqual({ statusCode: 400, message: MANIFEST_REFUSED_MESSAGE });
      expect(resolve).toHaveBeenCalledWith('inside.greenroom.test');
      expect(tripwire.connections()).toBe(0);
    } finally {
      resolve.mockRestore();
    }
  });

  it('stores nothing for a refused address', async () => {
    const rows = await env.dataSource.query(`SELECT 1 FROM remote_releases WHERE version = '1.0.0-prod'`);
    expect(rows).toEqual([]);
  });
});

describe('the release command', () => {
  it('refuses to send a release token over plain http to another host', async () => {
    const outcome = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [path.join(__dirname, '../../scripts/release-remote.mjs'), 'calendar', '--base-url', 'https://cdn.greenroom.test/calendar/1.0.0/'],
        { env: { PATH: process.env.PATH ?? '', RELEASE_TOKEN: 'greenroom_release_x', API_URL: 'http://api.greenroom.test' } },
        (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }),
      );
    });
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('API_URL must use https (the release token would travel in clear)');
  });
});

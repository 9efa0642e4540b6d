import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { RemoteRegistry } from '@greenroom/contracts';
import { startManifestHost } from './support/manifest-host';
import { seededTokens } from './support/sessions';
import { startShellServer } from './support/shell-server';
import { TestEnvironment } from './support/test-env';

function scriptSources(csp: string | null): string[] {
  const directive =
    (csp ?? '')
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('script-src ')) ?? '';
  return directive.split(' ').slice(1);
}

describe("the shell's server serves /remotes.json and the page CSP from the API's active releases", () => {
  const env = new TestEnvironment();
  const releaseToken = randomBytes(32).toString('base64url');
  let app: INestApplication;
  let shell: { url: string; process: ChildProcess };
  let host: http.Server;

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp({ RELEASE_TOKEN: releaseToken });
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    shell = await startShellServer(`http://127.0.0.1:${port}`);
    host = await startManifestHost();
  });
  afterAll(async () => {
    await new Promise((resolve) => host.close(resolve));
    if (shell && shell.process.exitCode === null) {
      shell.process.kill('SIGTERM');
      await once(shell.process, 'exit');
    }
    await env.dispose();
  });

  it('follows an activation on the next page load, with no restart', async () => {
    const registry = await request(app.getHttpServer()).get('/api/remotes/registry').expect(200);
    const served = await fetch(`${shell.url}/remotes.json`);
    expect(await served.json()).toEqual(registry.body);
    const page = await fetch(`${shell.url}/play-reading`);
    expect(scriptSources(page.headers.get('content-security-policy'))).toContain('http://localhost:4205');

    const newOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    const manifestUrl = `${newOrigin}/good/rsvp/mf-manifest.json`;
    const auth = { Authorization: `Bearer ${releaseToken}` };
    await request(app.getHttpServer()).post('/api/remotes/rsvp/releases').set(auth).send({ version: '2.0.0', manifestUrl }).expect(201);
    await request(app.getHttpServer()).post('/api/remotes/rsvp/activate').set(auth).send({ version: '2.0.0' }).expect(200);

    // The shell's server keeps the registry for a few seconds, then revalidates it with the API.
    const deadline = Date.now() + 15_000;
    let rsvp: string | undefined;
    while (Date.now() < deadline) {
      rsvp = ((await (await fetch(`${shell.url}/remotes.json`)).json()) as RemoteRegistry).rsvp.manifest;
      if (rsvp === manifestUrl) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(rsvp).toBe(manifestUrl);
    const sources = scriptSources((await fetch(`${shell.url}/play-reading`)).headers.get('content-security-policy'));
    expect(sources).toContain(newOrigin);
    expect(sources).not.toContain('http://localhost:4205');
    expect(sources).toContain('http://localhost:4201');
  });

  it('leaves out of the CSP an origin that could add a directive, even when it reaches the registry', async () => {
    // Written past the API's own check, as a hand-edited or older row would be.
    const [release] = await env.dataSource.query<{ id: string }[]>(
      `INSERT INTO remote_releases (remote, version, manifest_url, registered_via, status, problems)
       VALUES ('auditions', 'smuggled', 'https://a;sandbox;b.example/mf-manifest.json', 'seed', 'passed', '[]') RETURNING id`,
    );
    await env.dataSource.query(`UPDATE remotes SET active_release_id = $1 WHERE name = 'auditions'`, [release.id]);
    const deadline = Date.now() + 15_000;
    let listed = '';
    while (Date.now() < deadline && !listed.includes('sandbox')) {
      listed = await (await fetch(`${shell.url}/remotes.json`)).text();
      if (!listed.includes('sandbox')) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(listed).toContain('a;sandbox;b.example');
    const csp = (await fetch(`${shell.url}/auditions`)).headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain('sandbox');
    expect(csp.split(';').map((part) => part.trim().split(' ')[0])).toEqual([
      'default-src',
      'script-src',
      'style-src',
      'connect-src',
      'font-src',
      'img-src',
      'object-src',
      'base-uri',
      'form-action',
      'frame-ancestors',
    ]);
  });

  it("while a release is staged, answers each person's own version and allows the staged origin in every page's CSP", async () => {
    // A host of its own, so its origin reaches the CSP through the stage only.
    const stagedHost = await startManifestHost();
    const stagedOrigin = `http://127.0.0.1:${(stagedHost.address() as AddressInfo).port}`;
    const everyone = ((await request(app.getHttpServer()).get('/api/remotes/registry').expect(200)).body as RemoteRegistry).email.manifest;
    const manifestUrl = `${stagedOrigin}/good/email/mf-manifest.json`;
    const auth = { Authorization: `Bearer ${releaseToken}` };
    await request(app.getHttpServer()).post('/api/remotes/email/releases').set(auth).send({ version: '5.0.0', manifestUrl }).expect(201);
    await request(app.getHttpServer()).post('/api/remotes/email/rollout').set(auth).send({ version: '5.0.0', stage: 'admins' }).expect(200);
    const { Admin: admin, Member: member } = await seededTokens(app, ['Admin', 'Member']);
    const emailFor = async (token: string | null) =>
      ((await (await fetch(`${shell.url}/remotes.json`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })).json()) as RemoteRegistry)
        .email.manifest;

    // The shell's server learns of the stage within its few seconds; the page (which has no session) allows its origin.
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && (await emailFor(admin)) !== manifestUrl) await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await emailFor(admin)).toBe(manifestUrl);
    expect(await emailFor(member)).toBe(everyone);
    expect(await emailFor(null)).toBe(everyone);
    expect(scriptSources((await fetch(`${shell.url}/email`)).headers.get('content-security-policy'))).toEqual(
      expect.arrayContaining([stagedOrigin, new URL(everyone).origin]),
    );
    await new Promise((resolve) => stagedHost.close(resolve));
  });
});

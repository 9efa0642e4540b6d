import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { INestApplication } from '@nestjs/common';
import S3rver from 's3rver';
import request from 'supertest';
import { manifestFor } from './support/manifest-host';
import { seededTokens } from './support/sessions';
import { TestEnvironment } from './support/test-env';

const RELEASE_COMMAND = path.resolve(__dirname, '../../scripts/release-remote.mjs');

/** A remote's build as Rspack leaves it: the manifest, its entry, a content-hashed chunk and its gzip copy. */
function writeBuild(dir: string): void {
  const chunk = 'console.log("rsvp");\n'.repeat(50);
  fs.mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifestFor('rsvp')));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var rsvp;');
  fs.writeFileSync(path.join(dir, 'static', 'js', '512.3fa9c2d1.js'), chunk);
  fs.writeFileSync(path.join(dir, 'static', 'js', '512.3fa9c2d1.js.gz'), gzipSync(chunk));
}

function release(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) =>
    execFile(process.execPath, [RELEASE_COMMAND, 'rsvp', ...args], { env: { PATH: process.env.PATH ?? '', ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    ),
  );
}

describe('the release command uploads a build to S3-compatible storage, then registers and activates it', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let s3: S3rver;
  let s3Url: string;
  let work: string;
  let releaseEnv: Record<string, string>;

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp();
    await app.listen(0, '127.0.0.1');
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'greenroom-release-'));
    // A real S3 server (s3rver: the S3 REST API over a folder), on loopback.
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(work, 's3'),
      configureBuckets: [{ name: 'cdn', configs: [] }],
    });
    const { port } = await s3.run();
    s3Url = `http://127.0.0.1:${port}`;
    writeBuild(path.join(work, 'dist'));
    const { Admin: admin } = await seededTokens(app, ['Admin']);
    const token = await request(app.getHttpServer())
      .post('/api/release-tokens')
      .set('Authorization', `Bearer ${admin}`)
      .send({ label: 'rsvp team CI', remote: 'rsvp', environment: 'production', scope: 'activate', expiresInDays: 30 })
      .expect(201);
    releaseEnv = {
      API_URL: `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`,
      RELEASE_TOKEN: token.body.token,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_REGION: 'us-east-1',
      S3_ENDPOINT: s3Url,
    };
  });
  afterAll(async () => {
    await s3?.close();
    fs.rmSync(work, { recursive: true, force: true });
    await env.dispose();
  });

  const args = ['--dist', '', '--upload', 's3://cdn/releases', '--public-url', '', '--version', '4.2.0+c0ffee', '--activate'];
  const withPaths = () =>
    args.map((arg, i) => (args[i - 1] === '--dist' ? path.join(work, 'dist') : args[i - 1] === '--public-url' ? `${s3Url}/cdn/releases` : arg));

  it('puts every file under <remote>/<version>/ with its type and caching, registers it and makes it active', async () => {
    const outcome = await release(withPaths(), releaseEnv);
    expect([outcome.code, outcome.stderr]).toEqual([0, expect.not.stringContaining('release:')]);
    expect(outcome.stdout).toContain('uploaded 4 files to s3://cdn/releases/rsvp/4.2.0+c0ffee/');

    const client = new S3Client({
      endpoint: s3Url,
      forcePathStyle: true,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const head = (key: string) => client.send(new HeadObjectCommand({ Bucket: 'cdn', Key: `releases/rsvp/4.2.0+c0ffee/${key}` }));
    expect(await head('mf-manifest.json')).toMatchObject({ ContentType: 'application/json', CacheControl: 'public, max-age=300' });
    expect(await head('static/js/512.3fa9c2d1.js')).toMatchObject({
      ContentType: 'text/javascript',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    expect(await head('static/js/512.3fa9c2d1.js.gz')).toMatchObject({ ContentType: 'text/javascript', ContentEncoding: 'gzip' });
    client.destroy();

    const registry = await request(app.getHttpServer()).get('/api/remotes/registry').expect(200);
    const uploaded = `${s3Url}/cdn/releases/rsvp/4.2.0%2Bc0ffee`;
    expect(registry.body.rsvp).toMatchObject({ manifest: `${uploaded}/mf-manifest.json`, integrity: { entryUrl: `${uploaded}/remoteEntry.js` } });
    const served = await fetch(registry.body.rsvp.manifest);
    expect(await served.json()).toEqual(manifestFor('rsvp'));
  });

  it('writes every file conditionally (If-None-Match: *), so the store refuses an overwrite (issue 42, finding 7)', async () => {
    // A pass-through on loopback in front of the same S3 server, noting the conditional header of each PUT.
    const puts: { key: string; ifNoneMatch: string | undefined }[] = [];
    const target = new URL(s3Url);
    const recorder = http.createServer((incoming, answer) => {
      if (incoming.method === 'PUT')
        puts.push({ key: (incoming.url ?? '').split('?')[0], ifNoneMatch: incoming.headers['if-none-match'] as string | undefined });
      const forwarded = http.request(
        { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
        (upstream) => {
          answer.writeHead(upstream.statusCode ?? 502, upstream.headers);
          upstream.pipe(answer);
        },
      );
      incoming.pipe(forwarded);
    });
    await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
    try {
      const recorded = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`;
      const version = withPaths()
        .map((arg) => (arg === '4.2.0+c0ffee' ? '4.3.0+c0ffee' : arg))
        .filter((arg) => arg !== '--activate');
      const outcome = await release(version, { ...releaseEnv, S3_ENDPOINT: recorded });
      expect([outcome.code, outcome.stderr]).toEqual([0, expect.not.stringContaining('release:')]);
    } finally {
      recorder.closeAllConnections();
      await new Promise((resolve) => recorder.close(resolve));
    }
    expect(puts.map((put) => put.key).sort()).toEqual(
      ['mf-manifest.json', 'remoteEntry.js', 'static/js/512.3fa9c2d1.js', 'static/js/512.3fa9c2d1.js.gz'].map((file) =>
        encodeURI(`/cdn/releases/rsvp/4.3.0+c0ffee/${file}`).replace('+', '%2B'),
      ),
    );
    expect(puts.every((put) => put.ifNoneMatch === '*')).toBe(true);
  });

  it('never overwrites an uploaded version', async () => {
    const again = await release(withPaths(), releaseEnv);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('holds a release already: a version is uploaded once');
  });
});

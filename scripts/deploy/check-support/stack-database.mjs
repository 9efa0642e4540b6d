// The checks read and write the stack's PostgreSQL with parameterised queries (`pg`), from the host, through the
// postgres container's address on the compose project's own podman network: no port is published for it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { workspaceRoot } from '../podman.mjs';

const requireFromApi = createRequire(path.join(workspaceRoot, 'api', 'package.json'));
const { Pool } = requireFromApi('pg');

/** A pg Pool on `database` (default: the stack's) of the stack's PostgreSQL, as its owner. */
export async function openStackDatabase(stack, database = stack.variables.POSTGRES_DB) {
  const { POSTGRES_USER: user, POSTGRES_PASSWORD: password } = stack.variables;
  const pool = new Pool({ host: await stack.addressOf('postgres'), port: 5432, user, password, database, max: 4, connectionTimeoutMillis: 10_000 });
  // An idle client's error (the server restarted) must not end the run; the next query reports it.
  pool.on('error', () => undefined);
  return pool;
}

// The checks read and write the stack's PostgreSQL with parameterised queries (`pg`), from the host, through the
// postgres container's address on the compose project's own podman network: no port is published for it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { podman, workspaceRoot } from '../podman.mjs';

const requireFromApi = createRequire(path.join(workspaceRoot, 'api', 'package.json'));
const { Pool } = requireFromApi('pg');

/** The container's first address on its podman network(s). */
export async function containerAddress(container) {
  const out = await podman(['inspect', '--format', '{{range .NetworkSettings.Networks}}{{.IPAddress}} {{end}}', container]);
  const [address] = out.trim().split(/\s+/).filter(Boolean);
  if (!address) throw new Error(`${container} has no network address`);
  return address;
}

/** A pg Pool on `database` (default: the stack's) of the stack's PostgreSQL, as its owner. */
export async function openStackDatabase(stack, database = stack.variables.POSTGRES_DB) {
  const host = await containerAddress(stack.container('postgres'));
  const { POSTGRES_USER: user, POSTGRES_PASSWORD: password } = stack.variables;
  const pool = new Pool({ host, port: 5432, user, password, database, max: 4, connectionTimeoutMillis: 10_000 });
  // A replaced or killed container elsewhere in the stack never concerns this pool; an idle client's error must
  // not end the run.
  pool.on('error', () => undefined);
  return pool;
}

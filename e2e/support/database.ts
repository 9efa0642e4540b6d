import { createRequire } from 'node:module';
import path from 'node:path';

// For what no screen or endpoint may write any more (records stored before a rule existed). pg is resolved from
// the API's workspace, which declares it, as the portal scripts do.
interface PgClient {
  connect(): Promise<void>;
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  end(): Promise<void>;
}
const { Client } = createRequire(path.resolve(__dirname, '../../api/package.json'))('pg') as {
  Client: new (options: { connectionString: string }) => PgClient;
};

/** Runs one statement against the database of the portal under test. */
export async function runSql(text: string, values: unknown[] = []): Promise<void> {
  await querySql(text, values);
}

/** Runs one query against the database of the portal under test and answers its rows. */
export async function querySql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const connectionString = process.env.E2E_DATABASE_URL;
  if (!connectionString) throw new Error('E2E_DATABASE_URL is not set: run the suite with `node scripts/e2e.mjs`');
  const client = new Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

// The backup and restore of docs/operations.md, tried for real: pg_dump of the stack's database in PostgreSQL's
// custom format, copied out of the container to a file on the host, restored from that file with pg_restore into
// a fresh database, then every table's row count compared with the original's. Run while nothing is sending, so the
// counts taken before and after the dump must agree too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { podman } from '../podman.mjs';
import { openStackDatabase } from '../check-support/stack-database.mjs';

/** Exact row counts of every table in the public schema. */
async function tableCounts(db) {
  const { rows } = await db.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const counts = new Map();
  for (const { table_name: table } of rows) {
    const { rows: counted } = await db.query(`SELECT count(*)::int AS n FROM "${table.replace(/"/g, '""')}"`);
    counts.set(table, counted[0].n);
  }
  return counts;
}

const same = (a, b) => a.size === b.size && [...a].every(([table, n]) => b.get(table) === n);

export default {
  order: 50,
  title: 'PostgreSQL backup (pg_dump -Fc) restored into a fresh database (pg_restore): rows per table',
  async run(stack, { say }) {
    const { POSTGRES_USER: user, POSTGRES_DB: database } = stack.variables;
    const restored = `${database}_restored`;
    const container = stack.container('postgres');
    const inContainer = '/tmp/greenroom-backup.dump';
    const hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'greenroom-backup-'));
    const hostFile = path.join(hostDir, `${database}.dump`);
    const started = Date.now();
    const db = await openStackDatabase(stack);
    try {
      const before = await tableCounts(db);
      say(`pg_dump ${database} → ${hostFile} → pg_restore into ${restored}`);
      await stack.exec('postgres', ['pg_dump', '--username', user, '--format', 'custom', '--file', inContainer, database]);
      await podman(['cp', `${container}:${inContainer}`, hostFile]);
      await stack.exec('postgres', ['rm', '-f', inContainer]);
      const after = await tableCounts(db);

      await stack.exec('postgres', ['dropdb', '--username', user, '--if-exists', restored]);
      await stack.exec('postgres', ['createdb', '--username', user, restored]);
      // As docs/operations.md restores: the dump file on the host fed to pg_restore's standard input.
      await stack.exec('postgres', ['pg_restore', '--username', user, '--no-owner', '--exit-on-error', '--dbname', restored], {
        input: fs.readFileSync(hostFile),
      });
      const copy = await openStackDatabase(stack, restored);
      let restoredCounts;
      try {
        restoredCounts = await tableCounts(copy);
      } finally {
        await copy.end();
      }
      await stack.exec('postgres', ['dropdb', '--username', user, restored]);

      const rows = [...before.values()].reduce((sum, n) => sum + n, 0);
      const differing = [...before]
        .filter(([table, n]) => restoredCounts.get(table) !== n)
        .map(([table, n]) => `${table} ${n}→${restoredCounts.get(table) ?? 'missing'}`);
      const key = ['members', 'sessions', 'email_campaigns', 'email_campaign_recipients'].filter((table) => before.has(table));
      return {
        result: `${before.size - differing.length} of ${before.size} tables equal${differing.length ? ` (differ: ${differing.slice(0, 3).join(', ')})` : ''}${same(before, after) ? '' : '; the source changed during the dump'}`,
        figures: `${rows} rows (${key.map((table) => `${table} ${before.get(table)}`).join(', ')}), ${(fs.statSync(hostFile).size / 1024).toFixed(0)} KiB dump, ${((Date.now() - started) / 1000).toFixed(0)} s`,
        met: before.size > 0 && same(before, after) && differing.length === 0 && restoredCounts.size === before.size,
      };
    } finally {
      await db.end();
      fs.rmSync(hostDir, { recursive: true, force: true });
    }
  },
};

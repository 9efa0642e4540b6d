// 200 signed-in members at once, each with their own session, cycling through the main reads of the portal: half
// through the shell's proxy (to API 1), half straight to API 2, as a load balancer would spread them. 0 errors,
// 0 5xx, latency percentiles printed.
import { createRequire } from 'node:module';
import path from 'node:path';
import { workspaceRoot } from '../../portal/start-portal.mjs';

const requireFromApi = createRequire(path.join(workspaceRoot, 'api', 'package.json'));
const autocannon = requireFromApi('autocannon');

function monthRange(now = new Date()) {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
}

const READS = [
  { method: 'GET', path: '/api/members-nav' },
  { method: 'GET', path: '/api/members/current' },
  { method: 'GET', path: `/api/calendar-data?${monthRange()}` },
  { method: 'GET', path: '/membership/calendar/events-at-a-glance' },
  { method: 'GET', path: '/api/membership/play-reading-events' },
  { method: 'GET', path: '/api/user-subscriptions' },
  { method: 'POST', path: '/api/members/search', body: JSON.stringify({ Last_Name: 'S' }) },
];

export async function checkLoad({ db, openSession, shellUrl, apiUrls, settings }, results) {
  const { rows } = await db.query(
    `SELECT id FROM members WHERE membership_status = 'Active' AND portal_permission = 'Member' AND deleted_at IS NULL ORDER BY email LIMIT $1`,
    [settings.loadClients],
  );
  if (rows.length < settings.loadClients) throw new Error(`only ${rows.length} members to sign in`);
  const tokens = await Promise.all(rows.map((row) => openSession(row.id)));
  let next = 0;
  const result = await autocannon({
    // autocannon spreads the connections evenly over these (an even count of clients).
    url: [shellUrl, apiUrls[1]],
    connections: settings.loadClients,
    duration: settings.loadSeconds,
    timeout: 30,
    // Each connection is one member: their own session on every read.
    setupClient: (client) => {
      const token = tokens[next++ % tokens.length];
      client.setRequests(READS.map((read) => ({ ...read, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } })));
    },
  });
  const codes = Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [Number(code), count]);
  const serverErrors = codes.filter(([code]) => code >= 500).reduce((sum, [, count]) => sum + count, 0);
  const otherThan200 = codes.filter(([code]) => code !== 200).map(([code, count]) => `${count}×${code}`);
  results.add(
    `load: ${settings.loadClients} signed-in clients, ${settings.loadSeconds} s, 7 main reads via the proxy and API 2`,
    `${result.requests.total} requests (${Math.round(result.requests.average)}/s), ${result.errors} errors, ${result.timeouts} timeouts, ${serverErrors} × 5xx${otherThan200.length ? ` (non-200: ${otherThan200.join(', ')})` : ''}`,
    '0 errors, 0 5xx',
    result.errors === 0 && result.timeouts === 0 && serverErrors === 0 && otherThan200.length === 0,
  );
  // Printed, not judged: on a shared 2-core machine the figure says more about the neighbours than the portal.
  results.add(
    'load: latency p50 / p90 / p99 / max',
    `${result.latency.p50} / ${result.latency.p90} / ${result.latency.p99} / ${result.latency.max} ms`,
    'p99 printed',
    true,
  );
}

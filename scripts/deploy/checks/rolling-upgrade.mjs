// A rolling upgrade under load: each API replica in turn is replaced by one from the new image tag (SIGTERM, so it
// drains; the new one healthy before the next goes), while 50 signed-in members keep reading through the load
// balancer. Not one request may fail: the balancer's health checks on /api/health/ready and the API's graceful
// stop (readiness 503 first, SHUTDOWN_DELAY_MS of service, then the listener closes and in-flight requests finish).
import { createRequire } from 'node:module';
import path from 'node:path';
import { openSession } from '../../reliability/portal-db.mjs';
import { workspaceRoot } from '../podman.mjs';
import { openStackDatabase } from '../check-support/stack-database.mjs';

const requireFromApi = createRequire(path.join(workspaceRoot, 'api', 'package.json'));
const autocannon = requireFromApi('autocannon');

const CLIENTS = 50;
/**
 * Each member reads at this pace (a page's calls every second or so), not as fast as the machine allows: flat-out
 * readers on the 2 cores that also start the new replica starved its start-up and health check (a first run here
 * timed out the new api-1's health check), which measures the machine, not the upgrade.
 */
const READS_PER_CLIENT_PER_SECOND = 4;
/** The readers stop when the last replica is replaced; these bound them should the replacement hang. */
const MAX_REQUESTS = 500_000;
const MAX_SECONDS = 600;
/**
 * After a new replica passes its health check, how long before the next old one goes: HAProxy must first resolve
 * the new container's address (its resolvers hold an answer 1 s, an obsolete one 5 s) and see it pass one check
 * (every 2 s). Kubernetes' equivalent is the Deployment's minReadySeconds.
 */
const SETTLE_MS = 9000;

/** Signed-in reads of the dashboard and the member pages (each needs the database; none needs Redis). */
const READS = [
  { method: 'GET', path: '/api/members/current' },
  { method: 'GET', path: '/api/members-nav' },
  { method: 'GET', path: '/api/user-subscriptions' },
  { method: 'GET', path: '/membership/calendar/events-at-a-glance?daysOut=30&limit=8' },
];

export default {
  order: 40,
  title: `rolling upgrade: API replicas replaced one at a time (new tag) while ${CLIENTS} signed-in clients read`,
  async run(stack, { say }) {
    const db = await openStackDatabase(stack);
    let tokens;
    try {
      const { rows } = await db.query(`SELECT id FROM members WHERE membership_status = 'Active' AND deleted_at IS NULL ORDER BY email LIMIT $1`, [
        CLIENTS,
      ]);
      if (rows.length < CLIENTS) throw new Error(`only ${rows.length} Active members to sign in`);
      tokens = await Promise.all(rows.map((row) => openSession(db, row.id)));
    } finally {
      await db.end();
    }
    let next = 0;
    /** Who answered each failed read (the balancer's page or the API's JSON), so a short line says where to look. */
    const refusals = new Map();
    const noteRefusal = (status, body) => {
      if (status === 200) return;
      const text = String(body ?? '');
      const match = /"message":"([^"]{0,80})/.exec(text) ?? /<h1>([^<]{0,80})/.exec(text);
      const key = `${status} ${text.startsWith('{') ? 'API' : 'balancer'}: ${match?.[1] ?? text.slice(0, 60)}`;
      refusals.set(key, (refusals.get(key) ?? 0) + 1);
    };
    const started = Date.now();
    const load = autocannon({
      url: stack.portalUrl,
      connections: CLIENTS,
      connectionRate: READS_PER_CLIENT_PER_SECOND,
      amount: MAX_REQUESTS,
      duration: MAX_SECONDS,
      timeout: 20,
      // Each connection is one member with their own session.
      setupClient: (client) => {
        const token = tokens[next++ % tokens.length];
        client.setRequests(READS.map((read) => ({ ...read, headers: { authorization: `Bearer ${token}` }, onResponse: noteRefusal })));
      },
    });
    const finished = new Promise((resolve, reject) => load.once('done', resolve).once('error', reject));
    const replaced = [];
    try {
      for (const service of stack.apiReplicas) {
        say(`rolling upgrade: ${service} → ${stack.nextTag}`);
        const from = Date.now();
        await stack.replace(service, stack.nextTag);
        replaced.push(`${service} ${((Date.now() - from) / 1000).toFixed(0)} s`);
        // Also after the last: the reads go on until the balancer uses the new replicas.
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      }
    } finally {
      load.stop();
    }
    const result = await finished;
    const codes = Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [Number(code), count]);
    const notOk = codes.filter(([code]) => code !== 200);
    const failed = result.errors + result.timeouts + notOk.reduce((sum, [, count]) => sum + count, 0);
    const images = await Promise.all(stack.apiReplicas.map((service) => stack.imageOf(service)));
    const allNew = images.every((image) => image.endsWith(`:${stack.nextTag}`));
    const readSeconds = (Date.now() - started) / 1000;
    return {
      result: `${failed} failed of ${result.requests.total} reads`,
      figures: `${result.errors} errors, ${result.timeouts} timeouts${notOk.length ? `, ${notOk.map(([code, count]) => `${count}×${code}`).join(', ')}` : ''}; ${Math.round(result.requests.total / readSeconds)}/s over ${readSeconds.toFixed(0)} s; ${replaced.join(', ')}; ${[...refusals].map(([key, count]) => `${count}× ${key}; `).join('')}${allNew ? `all on ${stack.nextTag}` : `running ${images.join(', ')}`}`,
      // Reads that ran out (count or time) before the last replica was replaced would prove nothing.
      met: failed === 0 && result.requests.total > 0 && result.requests.total < MAX_REQUESTS && readSeconds < MAX_SECONDS && allNew,
    };
  },
};

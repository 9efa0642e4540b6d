// Each digest schedule fires once per period with two workers running. The product's schedules are daily and
// weekly cron patterns; the suite turns both digests on as the Admin does (a scheduled run sends only while
// PostgreSQL says its digest is on), upserts the same job schedulers (same ids, same job template) with a 5-second
// pattern, lets both workers compete for a few periods, and counts the runs and the digests at the sink.
import { createRequire } from 'node:module';
import path from 'node:path';
import { workspaceRoot } from '../../portal/start-portal.mjs';
import { toggleDigest } from '../digest-settings.mjs';
import { sleep, until } from '../http.mjs';

const requireFromApi = createRequire(path.join(workspaceRoot, 'api', 'package.json'));
const { Queue } = requireFromApi('bullmq');
const PERIOD_MS = 5000;
const SCHEDULES = [
  { type: 'daily', schedulerId: 'digest-daily', subject: 'Daily Event Reminder' },
  { type: 'weekly', schedulerId: 'digest-weekly', subject: 'Weekly Event Reminder' },
];

/** Sleeps until the middle of a period, so no fire time is on the edge of the window. */
async function toMidPeriod() {
  const into = Date.now() % PERIOD_MS;
  await sleep((PERIOD_MS * 1.5 - into) % PERIOD_MS || PERIOD_MS);
}

export async function checkDigestSchedules(context, results) {
  const { redis, db, sink, quick } = context;
  const periods = quick ? 3 : 6;
  const queue = new Queue('bulk-email', { connection: redis.connection, prefix: 'greenroom-reliability' });
  const sinkBefore = new Map(SCHEDULES.map((schedule) => [schedule.type, sink.countsBySubject(schedule.subject)]));
  try {
    for (const schedule of SCHEDULES) await toggleDigest(context, schedule.type, true);
    await toMidPeriod();
    const from = new Date();
    for (const schedule of SCHEDULES) {
      await queue.upsertJobScheduler(
        schedule.schedulerId,
        { pattern: `*/${PERIOD_MS / 1000} * * * * *` },
        { name: 'digest', data: { type: schedule.type } },
      );
    }
    await sleep(periods * PERIOD_MS);
    for (const schedule of SCHEDULES) await queue.removeJobScheduler(schedule.schedulerId);
    const to = new Date();
    // Runs that were due before removal finish; their campaigns reach the sink.
    await sleep(3000);
    await until(
      async () =>
        (
          await db.query(
            `SELECT count(*)::int AS n FROM email_campaign_recipients r JOIN email_campaigns c ON c.id = r.campaign_id WHERE c.kind IN ('daily', 'weekly') AND r.status = 'queued'`,
          )
        ).rows[0].n === 0,
      60_000,
      'the digests to be sent',
    );
    await sleep(2000);
    for (const schedule of SCHEDULES) {
      const { rows } = await db.query(
        `SELECT floor(extract(epoch FROM ran_at) * 1000 / $4)::bigint AS period, count(*)::int AS runs, sum(recipients)::int AS recipients
         FROM email_runs WHERE type = $1 AND ran_at >= $2 AND ran_at < $3::timestamptz + interval '10 seconds' GROUP BY 1 ORDER BY 1`,
        [schedule.type, from, to, PERIOD_MS],
      );
      const runs = rows.reduce((sum, row) => sum + row.runs, 0);
      const doubled = rows.filter((row) => row.runs > 1).length;
      // Per address, from the runs' own recipient rows: members who share an address get one copy each.
      const expected = await db.query(
        `SELECT lower(r.email) AS email, count(*)::int AS n FROM email_campaign_recipients r JOIN email_runs run ON run.campaign_id = r.campaign_id
         WHERE run.type = $1 AND run.ran_at >= $2 AND run.ran_at < $3::timestamptz + interval '10 seconds' GROUP BY 1`,
        [schedule.type, from, to],
      );
      const before = sinkBefore.get(schedule.type);
      const received = sink.countsBySubject(schedule.subject);
      let lost = 0;
      let duplicates = 0;
      for (const { email, n } of expected.rows) {
        const got = (received.get(email) ?? 0) - (before.get(email) ?? 0);
        if (got < n) lost += n - got;
        if (got > n) duplicates += got - n;
      }
      const wanted = new Set(expected.rows.map((row) => row.email));
      for (const [email, n] of received) if (!wanted.has(email)) duplicates += n - (before.get(email) ?? 0);
      const subscribers = rows[0]?.recipients ?? 0;
      results.add(
        `${schedule.type} digest, 2 workers, ${PERIOD_MS / 1000}-s test period for ${periods} periods`,
        `${runs} runs in ${rows.length} periods, ${doubled} periods run twice; ${subscribers} subscribers, ${lost} lost, ${duplicates} duplicates at the sink`,
        `${periods} runs, 1 per period; 0 lost, 0 duplicates`,
        runs === periods && doubled === 0 && subscribers > 0 && lost === 0 && duplicates === 0,
      );
    }
  } finally {
    for (const schedule of SCHEDULES) await toggleDigest(context, schedule.type, false).catch(() => undefined);
    await queue.close();
  }
}

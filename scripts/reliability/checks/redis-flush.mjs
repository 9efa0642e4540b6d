// Redis comes back empty (restarted without persistence, or a new one) in the middle of a campaign, with both
// digests turned on: the workers' sweep puts back from PostgreSQL what Redis lost. The campaign still reaches every
// recipient once, counted at the SMTP sink, and both digest schedules are there again. And a sign-in link asked for
// just before Redis is emptied still arrives, once: its job is owed in PostgreSQL (the queue outbox) until it is sent.
import { createRequire } from 'node:module';
import path from 'node:path';
import { workspaceRoot } from '../../portal/start-portal.mjs';
import { campaignSize, delivered, failedRows, sendCampaign, tally, waitUntilDone } from '../campaign-count.mjs';
import { toggleDigest } from '../digest-settings.mjs';
import { call, sleep, until } from '../http.mjs';
import { LINK_SUBJECT, linkToken, requestLink } from './sign-in.mjs';

const requireFromApi = createRequire(path.join(workspaceRoot, 'api', 'package.json'));
const { Queue } = requireFromApi('bullmq');
const DIGESTS = ['daily', 'weekly'];

export async function checkCampaignWithRedisFlushed(context, results) {
  const { redis, sink, say, shellUrl, adminToken, admin, db, env } = context;
  const queue = new Queue('bulk-email', { connection: redis.connection, prefix: env.QUEUE_PREFIX });
  try {
    for (const type of DIGESTS) await toggleDigest(context, type, true);
    const campaign = await sendCampaign({ baseUrl: shellUrl, adminToken, admin, db });
    const total = campaignSize(campaign);
    await until(() => delivered(sink, campaign) >= total / 5, 120_000, 'a fifth of the campaign');
    say(`campaign: ${delivered(sink, campaign)} of ${total} delivered; FLUSHDB on Redis`);
    redis.flush();
    const flushedAt = Date.now();
    const back = await until(
      async () => (await Promise.all(DIGESTS.map((type) => queue.getJobScheduler(`digest-${type}`)))).every(Boolean) && Date.now(),
      60_000,
      'the digest schedules to be back',
    ).catch(() => null);
    await waitUntilDone(context, campaign, 300_000);
    const finishedIn = Date.now() - flushedAt;
    const figures = tally(sink, campaign);
    const failed = await failedRows(db, campaign);
    results.add(
      'Redis flushed mid-campaign → campaign finishes, 0 lost, 0 duplicates; digests still scheduled',
      `${figures.delivered} of ${figures.recipients} delivered, ${figures.lost} lost, ${figures.duplicates} duplicates, ${failed} failed, done ${(finishedIn / 1000).toFixed(0)} s after the flush; digest schedules ${back ? `back after ${((back - flushedAt) / 1000).toFixed(0)} s` : 'missing'}`,
      '0 lost, 0 duplicates; both digest schedules back',
      figures.lost === 0 && figures.duplicates === 0 && failed === 0 && back !== null,
    );
  } finally {
    for (const type of DIGESTS) await toggleDigest(context, type, false).catch(() => undefined);
    await queue.close();
  }
}

/**
 * Both workers stopped, so no job can be taken before the flush; a member asks for a link on API 2; FLUSHDB; the
 * workers start again and their start-up sweep puts the job back from the outbox.
 */
export async function checkSignInLinkWithRedisFlushed(context, results) {
  const { apiUrls, cluster, db, env, redis, say, setExpectedWorkers, sink } = context;
  // Not one of the replicas check's two members, whose link limit that check uses up.
  const {
    rows: [{ email }],
  } = await db.query(
    `SELECT email FROM members WHERE membership_status = 'Active' AND portal_permission = 'Member' AND deleted_at IS NULL AND email NOT LIKE '%@reliability.test' ORDER BY email OFFSET 2 LIMIT 1`,
  );
  const before = sink.messagesTo(email, LINK_SUBJECT).length;
  await Promise.all([cluster.kill('worker-1'), cluster.kill('worker-2')]);
  const asked = await requestLink(apiUrls[1], email);
  say(`sign-in link asked for (${asked.status}) with no worker running; FLUSHDB on Redis, then the workers start`);
  redis.flush();
  const flushedAt = Date.now();
  setExpectedWorkers(1);
  await cluster.start('worker-1');
  setExpectedWorkers(2);
  await cluster.start('worker-2');
  const mail = await sink.waitFor(email, { subjectPart: LINK_SUBJECT, after: before, timeoutMs: 60_000 }).catch(() => null);
  const arrivedIn = mail ? (mail.at - flushedAt) / 1000 : null;
  const verified = mail ? (await call(apiUrls[0], 'POST', '/api/auth/verify-token', { json: { token: linkToken(mail) } })).status : null;
  // Two more sweeps of both workers: none may send it again.
  await sleep(2 * Number(env.QUEUE_SWEEP_SECONDS) * 1000 + 1000);
  const copies = sink.messagesTo(email, LINK_SUBJECT).length - before;
  results.add(
    'sign-in link asked for, then Redis flushed before any worker took it → still arrives, once, and signs in',
    `request ${asked.status}; ${copies} e-mail(s)${arrivedIn === null ? '' : `, the first ${arrivedIn.toFixed(0)} s after the flush`}; verify ${verified ?? 'not tried'}`,
    'request 200; 1 e-mail; verify 200',
    asked.status === 200 && copies === 1 && verified === 200,
  );
}

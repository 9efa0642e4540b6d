// Redis comes back empty (restarted without persistence, or a new one) in the middle of a campaign, with both
// digests turned on: the workers' sweep puts back from PostgreSQL what Redis lost. The campaign still reaches every
// recipient once, counted at the SMTP sink, and both digest schedules are there again.
import { createRequire } from 'node:module';
import path from 'node:path';
import { workspaceRoot } from '../../portal/start-portal.mjs';
import { campaignSize, delivered, failedRows, sendCampaign, tally, waitUntilDone } from '../campaign-count.mjs';
import { toggleDigest } from '../digest-settings.mjs';
import { until } from '../http.mjs';

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

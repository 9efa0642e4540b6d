// Mass e-mail is sent exactly once per recipient, counted at the SMTP sink, while a worker is SIGKILLed and
// restarted, and while Redis is down for a while in the middle of a campaign.
import { isDesignedUnavailable, call, sleep, until } from '../http.mjs';
import { campaignSize, delivered, failedRows, sendCampaign, tally, waitUntilDone } from '../campaign-count.mjs';

/** The suite's campaign: sent through the shell's proxy as the suite's Admin. */
const sendSuiteCampaign = ({ shellUrl, adminToken, admin, db }) => sendCampaign({ baseUrl: shellUrl, adminToken, admin, db });

export async function checkCampaignWithWorkerKilled(context, results) {
  const { cluster, sink, say, setExpectedWorkers } = context;
  const started = Date.now();
  const campaign = await sendSuiteCampaign(context);
  const total = campaignSize(campaign);
  await until(() => delivered(sink, campaign) >= total / 3, 120_000, 'a third of the campaign');
  say(`campaign: ${delivered(sink, campaign)} of ${total} delivered; SIGKILL worker-1, restart it 2 s later`);
  const killedAt = Date.now();
  await cluster.kill('worker-1', 'SIGKILL');
  await sleep(2000);
  setExpectedWorkers(2);
  await cluster.start('worker-1');
  await waitUntilDone(context, campaign, 240_000);
  const figures = tally(sink, campaign, killedAt);
  const failed = await failedRows(context.db, campaign);
  // A worker's messages in flight at the kill bound the repeats the crash window can cause.
  const inFlight = Number(context.env.MAIL_CONCURRENCY);
  results.add(
    `${figures.recipients}-recipient campaign, worker SIGKILLed at 1/3 and restarted`,
    `${figures.delivered} delivered, ${figures.lost} lost, ${figures.duplicates} duplicates${figures.repeated.length ? ` (${figures.repeated.slice(0, 3).join('; ')})` : ''}, ${figures.crashWindow} repeated from the crash window, ${failed} failed, ${((Date.now() - started) / 1000).toFixed(0)} s`,
    `0 lost, 0 duplicates; crash-window repeats ≤ ${inFlight}`,
    figures.lost === 0 && figures.duplicates === 0 && figures.crashWindow <= inFlight && failed === 0,
  );
}

/**
 * What the portal answers while Redis is down. Reads that need only PostgreSQL must keep answering 200;
 * routes that need Redis (health, sign-in links, queueing mail) answer 503 with a message, by design.
 */
const OUTAGE_PROBES = [
  { method: 'GET', path: '/api/health', needsRedis: true },
  { method: 'GET', path: '/api/members/current', needsRedis: false },
  { method: 'GET', path: '/api/members-nav', needsRedis: false },
  { method: 'GET', path: '/api/user-subscriptions', needsRedis: false },
  { method: 'POST', path: '/api/members/search', json: { Last_Name: 'a' }, needsRedis: false },
  { method: 'GET', path: '/api/email/campaigns', needsRedis: false },
  {
    method: 'POST',
    path: '/api/auth/request-link',
    json: { email: 'nobody@reliability.test', choice: 'x'.repeat(43) },
    needsRedis: true,
    anonymous: true,
  },
];

export async function checkCampaignWithRedisDown(context, results) {
  const { redis, sink, say, shellUrl, adminToken, settings } = context;
  const campaign = await sendSuiteCampaign(context);
  const total = campaignSize(campaign);
  await until(() => delivered(sink, campaign) >= total / 5, 120_000, 'a fifth of the campaign');
  say(`campaign: ${delivered(sink, campaign)} of ${total} delivered; stopping Redis for ${settings.redisOutageSeconds} s`);
  await redis.stop({ keepData: true });
  const outageEnds = Date.now() + settings.redisOutageSeconds * 1000;
  let health503 = 0;
  let healthCalls = 0;
  let designed = 0;
  const wrong = [];
  let calls = 0;
  while (Date.now() < outageEnds) {
    for (const probe of OUTAGE_PROBES) {
      const answer = await call(shellUrl, probe.method, probe.path, {
        token: probe.anonymous ? undefined : adminToken,
        json: probe.json,
        timeoutMs: 10_000,
      });
      calls += 1;
      if (probe.path === '/api/health') {
        healthCalls += 1;
        if (isDesignedUnavailable(answer) && /Redis/.test(answer.body.message)) health503 += 1;
      }
      if (answer.status >= 200 && answer.status < 500 && !(probe.needsRedis && answer.status < 300 && probe.path === '/api/health')) continue;
      if (probe.needsRedis && isDesignedUnavailable(answer)) {
        designed += 1;
        continue;
      }
      wrong.push(`${probe.method} ${probe.path} ${answer.status}`);
    }
    await sleep(500);
  }
  await redis.start();
  say('Redis is back');
  await waitUntilDone(context, campaign, 300_000);
  const figures = tally(sink, campaign);
  const failed = await failedRows(context.db, campaign);
  results.add(
    `health while Redis is down ${settings.redisOutageSeconds} s`,
    `${health503}/${healthCalls} × 503 naming Redis`,
    'every call 503 with its message',
    healthCalls > 0 && health503 === healthCalls,
  );
  results.add(
    'requests answered 5xx during the Redis outage (other than 503 + message on Redis routes)',
    `${wrong.length} of ${calls}${wrong.length ? ` (${[...new Set(wrong)].slice(0, 3).join('; ')})` : ''}; ${designed} by design`,
    '0',
    wrong.length === 0,
  );
  results.add(
    `${figures.recipients}-recipient campaign across the Redis outage`,
    `${figures.delivered} delivered, ${figures.lost} lost, ${figures.duplicates} duplicates, ${failed} failed`,
    '0 lost, 0 duplicates',
    figures.lost === 0 && figures.duplicates === 0 && failed === 0,
  );
}

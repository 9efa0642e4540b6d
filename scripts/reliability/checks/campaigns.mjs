// Mass e-mail is sent exactly once per recipient, counted at the SMTP sink, while a worker is SIGKILLed and
// restarted, and while Redis is down for a while in the middle of a campaign.
import { randomBytes } from 'node:crypto';
import { call, isDesignedUnavailable, sleep, until } from '../http.mjs';

// How long before the SIGKILL a copy may have arrived and still be the crash window (the worker got "250 OK"
// but had not committed yet); on a busy machine a worker can wait that long for the CPU.
const CRASH_WINDOW_MS = 2000;

/** Sends a mass e-mail to every Active member as the Admin; resolves to its id, recipients and subject tag. */
async function sendCampaign({ shellUrl, adminToken, admin, db }) {
  const tag = `reliability-${randomBytes(4).toString('hex')}`;
  const answer = await call(shellUrl, 'POST', '/api/email/send-mass', {
    token: adminToken,
    json: {
      fromName: 'Greenroom Theater',
      fromEmail: 'office@greenroom.test',
      replyToEmail: admin.email,
      subject: `Rehearsal notice ${tag} for {{First_Name}}`,
      body: '<p>Dear {{First_Name}} {{Last_Name}},</p><p>Rehearsal moves to Thursday.</p>',
      groups: ['Active'],
      teams: [],
      teamFilterType: 'OR',
      attachments: [],
    },
  });
  if (answer.status !== 202) throw new Error(`send-mass answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  const { campaignId } = answer.body;
  const { rows } = await db.query(
    `SELECT lower(email) AS email, count(*)::int AS n FROM email_campaign_recipients WHERE campaign_id = $1 GROUP BY 1`,
    [campaignId],
  );
  return { campaignId, tag, expected: new Map(rows.map((row) => [row.email, row.n])) };
}

/** Waits until no recipient row is queued and the sink has been quiet for 3 s (nothing still on its way). */
async function waitUntilDone({ db, sink }, campaign, timeoutMs) {
  let lastTotal = -1;
  let quietSince = Date.now();
  await until(
    async () => {
      const total = sink.total;
      if (total !== lastTotal) {
        lastTotal = total;
        quietSince = Date.now();
      }
      const { rows } = await db
        .query(`SELECT count(*)::int AS n FROM email_campaign_recipients WHERE campaign_id = $1 AND status = 'queued'`, [campaign.campaignId])
        .catch(() => ({ rows: [{ n: -1 }] }));
      return rows[0].n === 0 && Date.now() - quietSince > 3000;
    },
    timeoutMs,
    `campaign ${campaign.campaignId} to finish`,
    500,
  );
}

/**
 * What the sink got for the campaign, against its recipient rows. With `killedAt`, a repeat counts as the
 * documented crash window when both copies carry the same Message-ID (derived from the recipient row) and the
 * first arrived in the moment before the SIGKILL: accepted by the server, not yet committed by the worker.
 */
function tally(sink, campaign, killedAt = null) {
  const received = sink.countsBySubject(campaign.tag);
  let lost = 0;
  let duplicates = 0;
  let crashWindow = 0;
  let strangers = 0;
  const repeated = [];
  for (const [email, wanted] of campaign.expected) {
    const got = received.get(email) ?? 0;
    if (got < wanted) lost += wanted - got;
    if (got <= wanted) continue;
    const copies = sink.messagesTo(email, campaign.tag);
    const sameMessage = new Set(copies.map((copy) => copy.messageId)).size === wanted;
    const firstAt = Math.min(...copies.map((copy) => copy.at));
    if (killedAt !== null && sameMessage && firstAt <= killedAt && killedAt - firstAt <= CRASH_WINDOW_MS) crashWindow += got - wanted;
    else {
      duplicates += got - wanted;
      // Where each copy fell against the kill, to tell a double send from a copy the sink read late.
      repeated.push(
        `${sameMessage ? 'same Message-ID' : 'different Message-IDs'} at ${copies.map((copy) => `${killedAt === null ? new Date(copy.at).toISOString() : `${copy.at - killedAt >= 0 ? '+' : ''}${copy.at - killedAt} ms`}`).join(', ')}`,
      );
    }
  }
  for (const [email, got] of received) if (!campaign.expected.has(email)) strangers += got;
  const recipients = [...campaign.expected.values()].reduce((sum, n) => sum + n, 0);
  const delivered = [...received.values()].reduce((sum, n) => sum + n, 0);
  return { recipients, delivered, lost, duplicates: duplicates + strangers, crashWindow, repeated };
}

function delivered(sink, campaign) {
  let n = 0;
  for (const count of sink.countsBySubject(campaign.tag).values()) n += count;
  return n;
}

async function failedRows(db, campaign) {
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM email_campaign_recipients WHERE campaign_id = $1 AND status = 'failed'`, [
    campaign.campaignId,
  ]);
  return rows[0].n;
}

export async function checkCampaignWithWorkerKilled(context, results) {
  const { cluster, sink, say, setExpectedWorkers } = context;
  const started = Date.now();
  const campaign = await sendCampaign(context);
  const total = [...campaign.expected.values()].reduce((sum, n) => sum + n, 0);
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
  const campaign = await sendCampaign(context);
  const total = [...campaign.expected.values()].reduce((sum, n) => sum + n, 0);
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

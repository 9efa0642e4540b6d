// Counting a mass e-mail campaign at both ends: the recipient rows PostgreSQL wrote when it was queued, against
// the copies an SMTP sink (mail-sink.mjs) received. Used by the reliability suite (its own processes) and by
// `npm run test:deploy` (the deployed containers), so both judge "lost" and "duplicate" by the same rule.
import { randomBytes } from 'node:crypto';
import { call, until } from './http.mjs';

// How long before the SIGKILL a copy may have arrived and still be the crash window (the worker got "250 OK"
// but had not committed yet); on a busy machine a worker can wait that long for the CPU.
const CRASH_WINDOW_MS = 2000;

/**
 * Sends a mass e-mail to every Active member as the Admin, through `baseUrl` (a proxy or load balancer);
 * resolves to its id, subject tag and the recipient rows PostgreSQL holds for it (address → rows).
 */
export async function sendCampaign({ baseUrl, adminToken, admin, db, tagPrefix = 'reliability' }) {
  const tag = `${tagPrefix}-${randomBytes(4).toString('hex')}`;
  const answer = await call(baseUrl, 'POST', '/api/email/send-mass', {
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

/** Recipient rows of the campaign (what the sink should end up with in all). */
export function campaignSize(campaign) {
  return [...campaign.expected.values()].reduce((sum, n) => sum + n, 0);
}

/** Copies of the campaign the sink has received so far. */
export function delivered(sink, campaign) {
  let n = 0;
  for (const count of sink.countsBySubject(campaign.tag).values()) n += count;
  return n;
}

/**
 * Waits until no recipient row is queued and the sink has been quiet for 3 s (nothing still on its way). A sink
 * read over the network (`refresh()`, the deployed stack's MailDev) is read again on each look.
 */
export async function waitUntilDone({ db, sink }, campaign, timeoutMs, intervalMs = 500) {
  let lastTotal = -1;
  let quietSince = Date.now();
  await until(
    async () => {
      await sink.refresh?.();
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
    intervalMs,
  );
}

/**
 * What the sink got for the campaign, against its recipient rows. With `killedAt`, a repeat counts as the
 * documented crash window when both copies carry the same Message-ID (derived from the recipient row) and the
 * first arrived in the moment before the SIGKILL: accepted by the server, not yet committed by the worker.
 * `timeResolutionMs`: how coarse the sink's arrival times are (MailDev keeps the message's own Date header, whole
 * seconds), added to the window.
 */
export function tally(sink, campaign, killedAt = null, { timeResolutionMs = 0 } = {}) {
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
    if (killedAt !== null && sameMessage && firstAt <= killedAt && killedAt - firstAt <= CRASH_WINDOW_MS + timeResolutionMs)
      crashWindow += got - wanted;
    else {
      duplicates += got - wanted;
      // Where each copy fell against the kill, to tell a double send from a copy the sink read late.
      repeated.push(
        `${sameMessage ? 'same Message-ID' : 'different Message-IDs'} at ${copies.map((copy) => `${killedAt === null ? new Date(copy.at).toISOString() : `${copy.at - killedAt >= 0 ? '+' : ''}${copy.at - killedAt} ms`}`).join(', ')}`,
      );
    }
  }
  for (const [email, got] of received) if (!campaign.expected.has(email)) strangers += got;
  const recipients = campaignSize(campaign);
  const deliveredCopies = [...received.values()].reduce((sum, n) => sum + n, 0);
  return { recipients, delivered: deliveredCopies, lost, duplicates: duplicates + strangers, crashWindow, repeated };
}

/** Recipient rows of the campaign the workers gave up on. */
export async function failedRows(db, campaign) {
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM email_campaign_recipients WHERE campaign_id = $1 AND status = 'failed'`, [
    campaign.campaignId,
  ]);
  return rows[0].n;
}

/** Recipient rows of the campaign per status (e.g. { sent: 500 }), for the figures. */
export async function rowsByStatus(db, campaign) {
  const { rows } = await db.query(
    `SELECT status, count(*)::int AS n FROM email_campaign_recipients WHERE campaign_id = $1 GROUP BY status ORDER BY status`,
    [campaign.campaignId],
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

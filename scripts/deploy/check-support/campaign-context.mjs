// What the campaign checks share: the stack's database, enough Active members for a 500-recipient campaign, the
// Admin who sends it (a session opened in the database, as a verified sign-in link would), and MailDev read as a sink.
import { addAudience, firstAdmin, openSession } from '../../reliability/portal-db.mjs';
import { MailDevSink } from './maildev-sink.mjs';
import { openStackDatabase } from './stack-database.mjs';

/** Recipients of each test campaign (every Active member: the demo seed's, topped up with an audience). */
export const RECIPIENTS = 500;
const AUDIENCE_DOMAIN = 'deploy.test';
/** A 500-recipient campaign takes well under a minute here; this bounds a stuck one. */
export const CAMPAIGN_TIMEOUT_MS = 300_000;
/** MailDev's message list is read at most this often (it serialises every message it holds each time). */
export const SINK_POLL_MS = 1500;

/** Tops the Active members up to RECIPIENTS (once per stack) and opens the Admin's session. */
export async function campaignContext(stack, say) {
  const db = await openStackDatabase(stack);
  const { rows } = await db.query(
    `SELECT count(*)::int AS active, count(*) FILTER (WHERE email LIKE '%@' || $1)::int AS audience
     FROM members WHERE membership_status = 'Active' AND deleted_at IS NULL`,
    [AUDIENCE_DOMAIN],
  );
  const [{ active, audience }] = rows;
  if (audience === 0 && active < RECIPIENTS) {
    say(`adding ${RECIPIENTS - active} Active members to the demo seed's ${active}, for a ${RECIPIENTS}-recipient campaign`);
    await addAudience(db, RECIPIENTS - active, AUDIENCE_DOMAIN);
  }
  const admin = await firstAdmin(db);
  return { db, admin, adminToken: await openSession(db, admin.id), sink: new MailDevSink(stack.mail), baseUrl: stack.portalUrl, say };
}

/** The MAIL_CONCURRENCY the workers run with (compose default 8 when the stack does not set it). */
export function mailConcurrency(stack) {
  return Number(stack.variables.MAIL_CONCURRENCY ?? 8);
}

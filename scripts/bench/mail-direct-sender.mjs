// The "direct nodemailer" side of bench:mail, in a process of its own as a worker is, so that both sides reach the
// SMTP sink across a process boundary (in the benchmark's own process every SMTP round trip would be a turn of one
// event loop, while the worker's waits for the sink's process to be scheduled). Loads the recipients, says "ready",
// sends every message on "go" over the worker's own pooled transport, and exits. `composer` says how each message is
// written: 'nodemailer' (its own composition of the message's options, as any sender would) or 'frame' (the
// worker's: campaign-mime.ts writes each copy into the campaign's MIME frame), which leaves only the queue's cost.
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { workspaceRoot } from '../portal/start-portal.mjs';

const apiRequire = createRequire(path.join(workspaceRoot, 'api', 'package.json'));
const { Client } = apiRequire('pg');
const dist = (file) => path.join(workspaceRoot, 'api', 'dist', file);
const { campaignMessage, compileCampaign } = apiRequire(dist('email/campaigns/campaign-message.js'));
const { campaignFrame, rawCopy } = apiRequire(dist('email/campaigns/campaign-mime.js'));
const { createBulkTransport } = apiRequire(dist('mail-delivery/smtp-transport.js'));

const { databaseUrl, smtpUrl, connections, campaign, composer } = JSON.parse(process.env.BENCH_MAIL_DIRECT ?? '{}');
const db = new Client({ connectionString: databaseUrl });
await db.connect();
const { rows: recipients } = await db.query(`SELECT id, email, merge_values FROM email_campaign_recipients WHERE campaign_id = $1`, [campaign.id]);
await db.end();
const compiled = compileCampaign(campaign);
const frame = await campaignFrame(compiled);
const written = composer === 'frame' ? (message) => rawCopy(frame, message) : (message) => message;
const transport = createBulkTransport(smtpUrl, connections);

const lines = readline.createInterface({ input: process.stdin });
process.stdout.write('ready\n');
for await (const line of lines) if (line === 'go') break;
let next = 0;
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (next < recipients.length) {
      const row = recipients[next++];
      await transport.sendMail(
        written(
          campaignMessage(compiled, {
            id: row.id,
            email: row.email,
            mergeValues: row.merge_values,
            // The same footer links the worker writes in every copy (campaign-sender.ts).
            subscriptionsUrl: 'http://localhost/my-subs',
            unsubscribeUrl: `http://localhost/api/unsubscribe?token=${row.id}`,
          }),
        ),
      );
    }
  }),
);
transport.close();
lines.close();

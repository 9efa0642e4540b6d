// A 500-recipient mass e-mail through the deployed stack: sent as the Admin through the load balancer, queued by
// an API replica, sent by the worker containers to the SMTP sink (MailDev). Counted at both ends — recipient rows
// in PostgreSQL, copies per recipient and Message-ID at the sink — with the reliability suite's own rules.
import { campaignSize, failedRows, rowsByStatus, sendCampaign, tally, waitUntilDone } from '../../reliability/campaign-count.mjs';
import { CAMPAIGN_TIMEOUT_MS, RECIPIENTS, SINK_POLL_MS, campaignContext } from '../check-support/campaign-context.mjs';
import { repeatedRows } from '../check-support/recipient-rows.mjs';

export default {
  order: 20,
  title: `${RECIPIENTS}-recipient campaign through the load balancer to the SMTP sink`,
  async run(stack, { say }) {
    const context = await campaignContext(stack, say);
    try {
      const started = Date.now();
      const campaign = await sendCampaign({ ...context, tagPrefix: 'deploy' });
      const total = campaignSize(campaign);
      say(`campaign ${campaign.campaignId}: ${total} recipient rows queued; waiting for the workers`);
      await waitUntilDone(context, campaign, CAMPAIGN_TIMEOUT_MS, SINK_POLL_MS);
      await context.sink.refresh();
      const figures = tally(context.sink, campaign);
      const failed = await failedRows(context.db, campaign);
      const extraRows = await repeatedRows(context.db, campaign);
      const statuses = Object.entries(await rowsByStatus(context.db, campaign)).map(([status, n]) => `${n} ${status}`);
      return {
        result: `${figures.delivered} of ${total} delivered, ${figures.lost} lost, ${figures.duplicates} duplicates`,
        figures: `rows: ${statuses.join(', ')}, ${extraRows} repeated; ${failed} failed${figures.repeated.length ? `; ${figures.repeated.slice(0, 2).join('; ')}` : ''}; ${((Date.now() - started) / 1000).toFixed(0)} s`,
        met: total >= RECIPIENTS && extraRows === 0 && figures.lost === 0 && figures.duplicates === 0 && failed === 0 && figures.delivered === total,
      };
    } finally {
      await context.db.end();
    }
  },
};

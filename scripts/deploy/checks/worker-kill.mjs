// A worker container SIGKILLed in the middle of a campaign (what an OOM kill or a lost node does): its jobs go to the
// other worker once their lock runs out, and every recipient still gets exactly one copy. The one exception is the
// reliability suite's crash window, reported on its own line: a copy the SMTP server accepted in the moment before
// the kill, whose "sent" commit never happened, goes out again with the same Message-ID — at most one worker's
// sends in flight (MAIL_CONCURRENCY).
import { until } from '../../reliability/http.mjs';
import { campaignSize, delivered, failedRows, sendCampaign, tally, waitUntilDone } from '../../reliability/campaign-count.mjs';
import { CAMPAIGN_TIMEOUT_MS, RECIPIENTS, SINK_POLL_MS, campaignContext, mailConcurrency } from '../check-support/campaign-context.mjs';
import { TIME_RESOLUTION_MS } from '../check-support/maildev-sink.mjs';
import { repeatedRows } from '../check-support/recipient-rows.mjs';

export default {
  order: 30,
  title: `${RECIPIENTS}-recipient campaign, a worker container SIGKILLed at 1/3 and started again`,
  async run(stack, { say }) {
    const context = await campaignContext(stack, say);
    const [victim] = stack.workers;
    try {
      const started = Date.now();
      const campaign = await sendCampaign({ ...context, tagPrefix: 'deploy-kill' });
      const total = campaignSize(campaign);
      await until(
        async () => {
          await context.sink.refresh();
          return delivered(context.sink, campaign) >= total / 3;
        },
        CAMPAIGN_TIMEOUT_MS,
        'a third of the campaign',
        SINK_POLL_MS / 3,
      );
      say(`campaign: ${delivered(context.sink, campaign)} of ${total} delivered; SIGKILL ${victim}, start it again`);
      // The signal lands somewhere inside `podman kill`, which takes a while on a loaded machine, and the victim keeps
      // sending until it lands: the kill's moment is when the command returned.
      await stack.kill(victim, 'SIGKILL');
      const killedAt = Date.now();
      await stack.start(victim);
      await waitUntilDone(context, campaign, CAMPAIGN_TIMEOUT_MS, SINK_POLL_MS);
      await context.sink.refresh();
      const figures = tally(context.sink, campaign, killedAt, { timeResolutionMs: TIME_RESOLUTION_MS });
      const failed = await failedRows(context.db, campaign);
      const extraRows = await repeatedRows(context.db, campaign);
      const inFlight = mailConcurrency(stack);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      return [
        {
          title: this.title,
          result: `${figures.delivered - figures.crashWindow} of ${total} delivered once, ${figures.lost} lost, ${figures.duplicates} duplicates`,
          figures: `${extraRows} repeated rows, ${failed} failed${figures.repeated.length ? `; ${figures.repeated.slice(0, 2).join('; ')}` : ''}; ${seconds} s`,
          met: figures.lost === 0 && figures.duplicates === 0 && extraRows === 0 && failed === 0,
        },
        {
          title: 'copies repeated from the crash window (accepted by SMTP just before the kill, same Message-ID)',
          result: String(figures.crashWindow),
          figures: `at most ${inFlight} (one worker's sends in flight, MAIL_CONCURRENCY)`,
          met: figures.crashWindow <= inFlight,
        },
      ];
    } finally {
      await context.db.end();
    }
  },
};

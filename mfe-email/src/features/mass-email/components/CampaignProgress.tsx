import { useAnnounce } from '@greenroom/sdk';
import { useEffect, useRef } from 'react';
import { ProgressBar } from 'react-bootstrap';
import { useCampaignProgress } from '../api/get-campaign';

/** Progress is read out at each tenth of the recipients done, not at every poll, and once at the end. */
const ANNOUNCE_STEPS = 10;

/** Reads the campaign's progress out through the live region: "Sent 20 of 200", then the outcome. */
function useProgressAnnouncements(progress: { total: number; sent: number; failed: number; finished: boolean } | undefined) {
  const announce = useAnnounce();
  const lastStep = useRef(0);
  const announcedEnd = useRef(false);
  useEffect(() => {
    if (!progress || announcedEnd.current) return;
    const { total, sent, failed, finished } = progress;
    if (finished) {
      announcedEnd.current = true;
      announce(failed > 0 ? `Sending finished: sent ${sent} of ${total}, ${failed} failed.` : `Sending finished: sent ${sent} of ${total}.`);
      return;
    }
    const step = total === 0 ? 0 : Math.floor(((sent + failed) / total) * ANNOUNCE_STEPS);
    if (step > lastStep.current) {
      lastStep.current = step;
      announce(`Sent ${sent} of ${total}`);
    }
  }, [progress, announce]);
}

/** Live counts of one campaign: sent and failed out of all recipients, until nobody is left queued. */
export function CampaignProgress({ campaignId }: { campaignId: string }) {
  const { data, isError } = useCampaignProgress(campaignId);
  useProgressAnnouncements(data?.campaign);
  if (isError) return <p className="text-danger">Unable to load the sending progress. It continues in the background.</p>;
  if (!data) return <p>Preparing to send...</p>;
  const { total, sent, failed, queued, finished } = data.campaign;
  const percent = (count: number) => (total === 0 ? 0 : (count / total) * 100);
  return (
    <div data-testid="campaign-progress">
      <ProgressBar style={{ height: '2rem' }} aria-label="Sending progress">
        <ProgressBar variant="success" now={percent(sent)} label={sent > 0 ? `${sent} sent` : ''} key="sent" />
        <ProgressBar variant="danger" now={percent(failed)} label={failed > 0 ? `${failed} failed` : ''} key="failed" />
      </ProgressBar>
      {/* Not a live region: it changes at every poll; useProgressAnnouncements speaks for it. */}
      <p className="fs-5 mt-2" data-testid="campaign-counts">
        {finished ? 'Finished: ' : 'Sending: '}
        {queued} queued, {sent} sent, {failed} failed of {total}.
      </p>
    </div>
  );
}

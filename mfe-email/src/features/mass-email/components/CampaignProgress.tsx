import { ProgressBar } from 'react-bootstrap';
import { useCampaignProgress } from '../api/get-campaign';

/** Live counts of one campaign: sent and failed out of all recipients, until nobody is left queued. */
export function CampaignProgress({ campaignId }: { campaignId: string }) {
  const { data, isError } = useCampaignProgress(campaignId);
  if (isError) return <p className="text-danger">Unable to load the sending progress. It continues in the background.</p>;
  if (!data) return <p role="status">Preparing to send...</p>;
  const { total, sent, failed, queued, finished } = data.campaign;
  const percent = (count: number) => (total === 0 ? 0 : (count / total) * 100);
  return (
    <div data-testid="campaign-progress" aria-live="polite">
      <ProgressBar style={{ height: '2rem' }} aria-label="Sending progress">
        <ProgressBar variant="success" now={percent(sent)} label={sent > 0 ? `${sent} sent` : ''} key="sent" />
        <ProgressBar variant="danger" now={percent(failed)} label={failed > 0 ? `${failed} failed` : ''} key="failed" />
      </ProgressBar>
      <p className="fs-5 mt-2" role="status">
        {finished ? 'Finished: ' : 'Sending: '}
        {queued} queued, {sent} sent, {failed} failed of {total}.
      </p>
    </div>
  );
}

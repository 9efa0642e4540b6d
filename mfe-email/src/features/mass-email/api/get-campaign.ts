import { campaignRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

export const getCampaign = (id: string) => apiFetch(campaignRoute, { params: { id } });

export const CAMPAIGN_POLL_MS = 1000;

/** Polls a campaign's counts every second until no recipient is left queued. */
export function useCampaignProgress(id: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['email', 'campaign', id],
    queryFn: () => getCampaign(id ?? ''),
    enabled: id !== null,
    refetchInterval: (current) => (current.state.data?.campaign.finished ? false : CAMPAIGN_POLL_MS),
  });
  const finished = query.data?.campaign.finished ?? false;
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: ['email', 'campaigns'] });
  }, [finished, queryClient]);
  return query;
}

import { campaignMessageRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export const getCampaignMessage = (id: string) => apiFetch(campaignMessageRoute, { params: { id } });

/** A sent e-mail reopened from the history: read when its entry is opened. */
export function useCampaignMessage(id: string, enabled: boolean) {
  return useQuery({ queryKey: ['email', 'campaign-message', id], queryFn: () => getCampaignMessage(id), enabled });
}

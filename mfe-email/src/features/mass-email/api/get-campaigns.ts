import { campaignsRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export const getCampaigns = () => apiFetch(campaignsRoute);

export function useCampaignHistory() {
  return useQuery({ queryKey: ['email', 'campaigns'], queryFn: getCampaigns });
}

import { emailStatsRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export const getEmailStats = () => apiFetch(emailStatsRoute);

export function useEmailStats(enabled: boolean) {
  return useQuery({ queryKey: ['email', 'stats'], queryFn: getEmailStats, enabled, retry: false });
}

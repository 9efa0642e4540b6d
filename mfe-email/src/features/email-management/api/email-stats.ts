import { EmailStatsSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export const getEmailStats = () => apiFetch('/api/email-stats', EmailStatsSchema);

export function useEmailStats(enabled: boolean) {
  return useQuery({ queryKey: ['email', 'stats'], queryFn: getEmailStats, enabled, retry: false });
}

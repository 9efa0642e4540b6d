import type { EmailStats } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export const getEmailStats = () => apiFetch<EmailStats>('/api/email-stats');

export function useEmailStats(enabled: boolean) {
  return useQuery({ queryKey: ['email', 'stats'], queryFn: getEmailStats, enabled, retry: false });
}

import type { EmailLogsResponse } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export const getEmailLogs = () => apiFetch<EmailLogsResponse>('/api/email-logs');

export function useEmailLogs(enabled: boolean) {
  return useQuery({ queryKey: ['email', 'logs'], queryFn: getEmailLogs, enabled, retry: false });
}

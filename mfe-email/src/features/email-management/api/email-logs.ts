import { EmailLogsResponseSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export const getEmailLogs = () => apiFetch('/api/email-logs', EmailLogsResponseSchema);

export function useEmailLogs(enabled: boolean) {
  return useQuery({ queryKey: ['email', 'logs'], queryFn: getEmailLogs, enabled, retry: false });
}

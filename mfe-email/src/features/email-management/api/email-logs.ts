import { emailLogsRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export const getEmailLogs = () => apiFetch(emailLogsRoute);

export function useEmailLogs(enabled: boolean) {
  return useQuery({ queryKey: ['email', 'logs'], queryFn: getEmailLogs, enabled, retry: false });
}

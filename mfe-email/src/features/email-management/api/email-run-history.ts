import { EmailRunHistorySchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

/** The server's default window: the last 90 theater days. */
export const getEmailRunHistory = () => apiFetch('/api/email-run-history', EmailRunHistorySchema);

export function useEmailRunHistory() {
  return useQuery({ queryKey: ['email', 'run-history'], queryFn: getEmailRunHistory, retry: false });
}

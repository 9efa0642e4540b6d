import { statusChoicesRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

export const getStatusChoices = () => apiFetch(statusChoicesRoute);

export function useStatusChoices() {
  return useQuery({ queryKey: ['members', 'status-choices'], queryFn: getStatusChoices, staleTime: Infinity, retry: false });
}

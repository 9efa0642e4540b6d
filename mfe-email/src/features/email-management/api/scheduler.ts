import {
  type DigestScheduleRequest,
  type DigestType,
  schedulerSettingsRoute,
  schedulerStatusRoute,
  toggleSchedulerRoute,
} from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const getSchedulerStatus = () => apiFetch(schedulerStatusRoute);
export const toggleScheduler = (request: { type: DigestType; enabled: boolean }) => apiFetch(toggleSchedulerRoute, { body: request });

/** Also the server's admin check for the whole screen: a 403 here means the section is not for this member. */
export function useSchedulerStatus() {
  return useQuery({ queryKey: ['email', 'scheduler-status'], queryFn: getSchedulerStatus, retry: false });
}

export function useToggleScheduler() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: toggleScheduler, onSuccess: (data) => queryClient.setQueryData(['email', 'scheduler-status'], data.status) });
}

export const saveDigestSchedule = (request: DigestScheduleRequest) => apiFetch(schedulerSettingsRoute, { body: request });

export function useSaveDigestSchedule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveDigestSchedule, onSuccess: (data) => queryClient.setQueryData(['email', 'scheduler-status'], data.status) });
}

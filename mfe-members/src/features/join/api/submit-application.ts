import type { MemberApplication, MemberApplicationResponse } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useMutation } from '@tanstack/react-query';

export const submitApplication = (application: MemberApplication) =>
  apiFetch<MemberApplicationResponse>('/api/members/new', { method: 'POST', body: application });

export function useSubmitApplication() {
  return useMutation({ mutationFn: submitApplication });
}

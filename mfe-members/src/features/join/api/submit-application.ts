import { type MemberApplication, MemberApplicationResponseSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useMutation } from '@tanstack/react-query';

export const submitApplication = (application: MemberApplication) =>
  apiFetch('/api/members/new', MemberApplicationResponseSchema, { method: 'POST', body: application });

export function useSubmitApplication() {
  return useMutation({ mutationFn: submitApplication });
}

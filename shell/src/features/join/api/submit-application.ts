import { type MemberApplication, MemberApplicationResponseSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

export const submitApplication = (application: MemberApplication) =>
  apiFetch('/api/members/new', MemberApplicationResponseSchema, { method: 'POST', body: application });

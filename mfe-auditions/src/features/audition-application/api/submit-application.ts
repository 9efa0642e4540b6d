import { type AuditionSubmission, AuditionSubmissionResponseSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

export const submitAuditionApplication = (payload: AuditionSubmission) =>
  apiFetch('/api/audition-applications', AuditionSubmissionResponseSchema, { method: 'POST', body: payload });

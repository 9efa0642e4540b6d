import type { AuditionSubmission, AuditionSubmissionResponse } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

export const submitAuditionApplication = (payload: AuditionSubmission) =>
  apiFetch<AuditionSubmissionResponse>('/api/audition-applications', { method: 'POST', body: payload });

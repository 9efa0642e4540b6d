import { type AuditionSubmission, submitAuditionApplicationRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

export const submitAuditionApplication = (payload: AuditionSubmission) => apiFetch(submitAuditionApplicationRoute, { body: payload });

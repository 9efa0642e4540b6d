import { type CheckEmailRequest, type CheckEmailResponse, CheckEmailResponseSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

export function checkEmail(request: CheckEmailRequest): Promise<CheckEmailResponse> {
  return apiFetch('/api/auth/check-email', CheckEmailResponseSchema, { method: 'POST', body: request });
}

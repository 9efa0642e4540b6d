import type { CheckEmailRequest, CheckEmailResponse } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

export function checkEmail(request: CheckEmailRequest): Promise<CheckEmailResponse> {
  return apiFetch<CheckEmailResponse>('/api/auth/check-email', { method: 'POST', body: request });
}

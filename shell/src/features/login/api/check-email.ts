import { type CheckEmailRequest, type CheckEmailResponse, checkEmailRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

export function checkEmail(request: CheckEmailRequest): Promise<CheckEmailResponse> {
  return apiFetch(checkEmailRoute, { body: request });
}

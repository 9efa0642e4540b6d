import type { RequestLinkRequest, RequestLinkResponse } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

export function requestLink(request: RequestLinkRequest): Promise<RequestLinkResponse> {
  return apiFetch<RequestLinkResponse>('/api/auth/request-link', { method: 'POST', body: request });
}

import { type RequestLinkRequest, type RequestLinkResponse, RequestLinkResponseSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

export function requestLink(request: RequestLinkRequest): Promise<RequestLinkResponse> {
  return apiFetch('/api/auth/request-link', RequestLinkResponseSchema, { method: 'POST', body: request });
}

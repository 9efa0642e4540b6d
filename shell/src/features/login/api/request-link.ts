import { type RequestLinkRequest, type RequestLinkResponse, requestLinkRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

export function requestLink(request: RequestLinkRequest): Promise<RequestLinkResponse> {
  return apiFetch(requestLinkRoute, { body: request });
}

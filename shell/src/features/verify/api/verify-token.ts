import { type VerifyTokenResponse, VerifyTokenResponseSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

const verifications = new Map<string, Promise<VerifyTokenResponse>>();

/**
 * Login links are single use: StrictMode's second effect run, or a re-render, must share the first POST
 * instead of spending the token twice.
 */
export function verifyTokenOnce(token: string): Promise<VerifyTokenResponse> {
  let verification = verifications.get(token);
  if (!verification) {
    verification = apiFetch('/api/auth/verify-token', VerifyTokenResponseSchema, { method: 'POST', body: { token } });
    verifications.set(token, verification);
  }
  return verification;
}

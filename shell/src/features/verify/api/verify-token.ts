import { type VerifyTokenResponse, verifyTokenRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { takeEarlyVerification } from '../early-verification';

const verifications = new Map<string, Promise<VerifyTokenResponse>>();

/**
 * Login links are single use: StrictMode's second effect run, or a re-render, must share the first POST
 * instead of spending the token twice. The start script may have sent it already (early-verification.ts).
 */
export function verifyTokenOnce(token: string): Promise<VerifyTokenResponse> {
  let verification = verifications.get(token);
  if (!verification) {
    verification = apiFetch(verifyTokenRoute, { body: { token }, sent: takeEarlyVerification(token) });
    verifications.set(token, verification);
  }
  return verification;
}

import { ApiError, getSession } from '@greenroom/sdk';

/**
 * GET of a binary answer (an image, a PDF) with the session's bearer token: apiFetch reads answers as text,
 * and an <img src> could not send the token.
 */
export async function fetchBinary(path: string): Promise<Uint8Array> {
  const { token } = getSession();
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new ApiError(response.status, `HTTP error ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

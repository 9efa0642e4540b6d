import { BadRequestException } from '@nestjs/common';

export const MANIFEST_MAX_BYTES = 1024 * 1024;
const MANIFEST_TIMEOUT_MS = 10_000;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A release's manifest must come over https; plain http only from this machine (development and tests). */
export function manifestUrlProblem(manifestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(manifestUrl);
  } catch {
    return 'manifestUrl must be a URL';
  }
  if (url.username || url.password) return 'manifestUrl must not carry a user name or password';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) return null;
  return 'manifestUrl must be https (or http on localhost or 127.0.0.1)';
}

async function readCapped(response: Response, manifestUrl: string): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > MANIFEST_MAX_BYTES) throw tooBig(manifestUrl);
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  // The length header may be missing or wrong: count what really arrives and stop at the cap.
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > MANIFEST_MAX_BYTES) throw tooBig(manifestUrl);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function tooBig(manifestUrl: string): BadRequestException {
  return new BadRequestException(`The manifest at ${manifestUrl} is larger than ${MANIFEST_MAX_BYTES / 1024 / 1024} MB.`);
}

/**
 * Fetches and parses a release's mf-manifest.json: a bounded time, a bounded size, no redirects (a redirect could
 * lead to an address the URL check never saw). Every failure is a 400 naming the URL and what went wrong.
 */
export async function fetchManifest(manifestUrl: string): Promise<unknown> {
  const problem = manifestUrlProblem(manifestUrl);
  if (problem) throw new BadRequestException(problem);
  const cantRead = (reason: string) => new BadRequestException(`The manifest at ${manifestUrl} could not be read: ${reason}.`);
  let text: string;
  try {
    const response = await fetch(manifestUrl, {
      redirect: 'manual',
      signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
      headers: { Accept: 'application/json' },
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      throw cantRead(`the server answered ${response.status}`);
    }
    text = await readCapped(response, manifestUrl);
  } catch (error) {
    if (error instanceof BadRequestException) throw error;
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw cantRead(timedOut ? `no answer within ${MANIFEST_TIMEOUT_MS / 1000} seconds` : 'the server could not be reached');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw cantRead('it is not JSON');
  }
}

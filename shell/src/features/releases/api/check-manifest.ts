import { useQuery } from '@tanstack/react-query';
import { releasesKeys } from './releases-keys';

const CHECK_TIMEOUT_MS = 10_000;

/** Whether this browser can load the active release's manifest: what every member's browser is about to do. */
export async function checkManifest(manifestUrl: string): Promise<boolean> {
  try {
    const response = await fetch(manifestUrl, { cache: 'no-store', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    return response.ok;
  } catch {
    return false;
  }
}

export function useManifestCheck(manifestUrl: string | null) {
  return useQuery({
    queryKey: releasesKeys.manifestCheck(manifestUrl ?? ''),
    queryFn: () => checkManifest(manifestUrl ?? ''),
    enabled: manifestUrl !== null,
    retry: false,
  });
}

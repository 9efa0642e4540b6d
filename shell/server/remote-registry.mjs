// The registry document: remote name -> manifest URL of its active release, read from the API's release registry.

// A release switched in the API reaches new page loads within this many milliseconds, with nothing restarted.
const REGISTRY_TTL_MS = 5_000;
const REGISTRY_TIMEOUT_MS = 5_000;

/**
 * Cached for a few seconds and revalidated with the ETag; when the API cannot be reached the last copy is served (or
 * none: each remote then shows its Retry panel).
 * @param {URL} apiUrl the API's one address
 */
export function createRemoteRegistry(apiUrl) {
  let cache = { body: null, etag: null, fetchedAt: 0 };
  let refresh = null;

  async function fetchRegistry() {
    const headers = cache.etag ? { 'If-None-Match': cache.etag } : {};
    const response = await fetch(new URL('/api/remotes/registry', apiUrl), { headers, signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS) });
    if (response.status === 304 && cache.body) {
      cache = { ...cache, fetchedAt: Date.now() };
      return;
    }
    if (response.status !== 200) throw new Error(`the API answered ${response.status}`);
    cache = { body: await response.json(), etag: response.headers.get('etag'), fetchedAt: Date.now() };
  }

  return {
    /** @returns {Promise<Record<string, string>>} */
    async current() {
      if (Date.now() - cache.fetchedAt >= REGISTRY_TTL_MS) {
        // One request at a time, however many pages load at once.
        refresh ??= fetchRegistry()
          .catch((error) => console.error(`shell server: could not read the remote registry from the API: ${error.message}`))
          .finally(() => {
            refresh = null;
          });
        await refresh;
      }
      return cache.body ?? {};
    },
  };
}

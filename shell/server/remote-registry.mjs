// The registry document: remote name -> manifest URL of the release a person gets, read from the API's release registry.

// A release switched in the API reaches new page loads within this many milliseconds, with nothing restarted.
const REGISTRY_TTL_MS = 5_000;
const REGISTRY_TIMEOUT_MS = 5_000;

/**
 * One API document cached for a few seconds and revalidated with its ETag; when the API cannot be reached the last
 * copy is served (or an empty one: each remote then shows its Retry panel).
 * @param {URL} url
 */
function cachedDocument(url) {
  let cache = { body: null, etag: null, fetchedAt: 0 };
  let refresh = null;

  async function fetchDocument() {
    const headers = cache.etag ? { 'If-None-Match': cache.etag } : {};
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS) });
    if (response.status === 304 && cache.body) {
      cache = { ...cache, fetchedAt: Date.now() };
      return;
    }
    if (response.status !== 200) throw new Error(`the API answered ${response.status}`);
    cache = { body: await response.json(), etag: response.headers.get('etag'), fetchedAt: Date.now() };
  }

  return async () => {
    if (Date.now() - cache.fetchedAt >= REGISTRY_TTL_MS) {
      // One request at a time, however many pages load at once.
      refresh ??= fetchDocument()
        .catch((error) => console.error(`shell server: could not read ${url.pathname} from the API: ${error.message}`))
        .finally(() => {
          refresh = null;
        });
      await refresh;
    }
    return cache.body ?? {};
  };
}

/**
 * The active releases (what a page without a session gets) and the staged ones (a rollout under way), both cached.
 * While nothing is staged everyone gets the cached active releases; while something is, a signed-in person's answer
 * comes from the API, which knows the person's role and share (the page's Authorization header is passed on as is).
 * @param {URL} apiUrl the API's one address
 */
export function createRemoteRegistry(apiUrl) {
  const active = cachedDocument(new URL('/api/remotes/registry', apiUrl));
  const staged = cachedDocument(new URL('/api/remotes/registry/staged', apiUrl));

  async function personal(authorization) {
    try {
      const response = await fetch(new URL('/api/remotes/registry', apiUrl), {
        headers: { Authorization: authorization },
        signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS),
      });
      if (response.status === 200) return await response.json();
      throw new Error(`the API answered ${response.status}`);
    } catch (error) {
      console.error(`shell server: could not read a person's remote registry from the API: ${error.message}`);
      return null;
    }
  }

  return {
    /**
     * The registry as the person with `authorization` (a page's Authorization header, if any) gets it.
     * @param {string | undefined} [authorization]
     * @returns {Promise<Record<string, unknown>>}
     */
    async current(authorization) {
      const [everyone, candidates] = await Promise.all([active(), staged()]);
      if (!authorization || Object.keys(candidates).length === 0) return everyone;
      return (await personal(authorization)) ?? everyone;
    },
    /**
     * Every release a person may be given now: the active ones and the staged ones (their origins go into the CSP).
     * @returns {Promise<Record<string, unknown>[]>}
     */
    async servable() {
      return Promise.all([active(), staged()]);
    },
  };
}

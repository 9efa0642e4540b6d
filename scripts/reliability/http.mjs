// One way for the suite to call the portal: fetch with a timeout; a connection failure is status 0, not a throw.

/** `{ status, body, text }`; `body` is the parsed JSON when the answer is JSON. */
export async function call(baseUrl, method, path, { token, json, raw, contentType, headers: extraHeaders = {}, timeoutMs = 30_000 } = {}) {
  const headers = { ...extraHeaders };
  if (token) headers.authorization = `Bearer ${token}`;
  let body;
  if (raw !== undefined) {
    body = raw;
    headers['content-type'] = contentType ?? 'application/json';
  } else if (json !== undefined) {
    body = JSON.stringify(json);
    headers['content-type'] = 'application/json';
  }
  try {
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    let parsed = null;
    if ((response.headers.get('content-type') ?? '').includes('json')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
    }
    return { status: response.status, body: parsed, text };
  } catch (error) {
    return { status: 0, body: null, text: error.cause?.code || error.message };
  }
}

/** True for an answer that is an error "by design": 503 with a { statusCode, message } body saying what is down. */
export function isDesignedUnavailable(answer) {
  return answer.status === 503 && typeof answer.body?.message === 'string' && answer.body.message.length > 0;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns something truthy; fails after `timeoutMs` naming `what`. */
export async function until(probe, timeoutMs, what, intervalMs = 250) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await sleep(intervalMs);
  }
}

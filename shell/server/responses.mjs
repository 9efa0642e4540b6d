// The pieces both apps share: security headers, the JSON error shape, the allowed methods, the health probe.

export const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  // The verify page carries the sign-in token in its URL: never leak it to another site.
  'Referrer-Policy': 'no-referrer',
};

export function withHeaders(headers) {
  return (request, response, next) => {
    response.set(headers);
    next();
  };
}

export function sendError(response, statusCode, message, headers = {}) {
  response
    .status(statusCode)
    .set({ 'Cache-Control': 'no-cache', ...headers })
    .json({ statusCode, message });
}

export function onlyMethods(methods) {
  return (request, response, next) => {
    if (methods.includes(request.method)) next();
    else sendError(response, 405, 'Method not allowed', { Allow: methods.join(', ') });
  };
}

/** GET /healthz: the server answers. Nothing behind it is checked, so an API outage never restarts the shell. */
export function healthz(request, response, next) {
  if (request.path !== '/healthz' || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
  response.set('Cache-Control', 'no-store').json({ status: 'ok' });
}

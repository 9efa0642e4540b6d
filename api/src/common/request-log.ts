import type { StdSerializedResults } from 'pino-http';

type SerializedRequest = StdSerializedResults['req'];
type SerializedResponse = StdSerializedResults['res'];

/** The path segment after one of these is a credential: the iCal feed secret, an unsubscribe token. */
const SEGMENTS_BEFORE_A_SECRET = new Set(['calendar-feed', 'unsubscribe']);
/** Request headers worth a log line; the rest may carry credentials (Authorization, Cookie) or links (Referer). */
const LOGGED_REQUEST_HEADERS = ['user-agent', 'content-type', 'content-length'];

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The request's path as it may be logged: no query string (tokens, e-mail searches), credentials in the path
 * replaced by "[secret]", and any segment holding an e-mail address (even percent-encoded) by "[email]".
 */
export function loggablePath(url: string): string {
  const segments = url.split(/[?#]/, 1)[0].split('/');
  return segments
    .map((segment, index) => {
      const text = decoded(segment);
      const previous = index > 0 ? decoded(segments[index - 1]).toLowerCase() : '';
      if (segment !== '' && SEGMENTS_BEFORE_A_SECRET.has(previous)) return '[secret]';
      if (/@|%40/i.test(text)) return '[email]';
      return segment;
    })
    .join('/');
}

/** pino-http's request serializer: method and masked path; no query, route parameters or headers with secrets. */
export function serializeRequest(request: SerializedRequest): Record<string, unknown> {
  return {
    id: request.id,
    method: request.method,
    url: loggablePath(request.url),
    remoteAddress: request.remoteAddress,
    headers: Object.fromEntries(LOGGED_REQUEST_HEADERS.filter((name) => request.headers[name] !== undefined).map((name) => [name, request.headers[name]])),
  };
}

/** The status only: response headers may set a session cookie (Bull Board) or redirect to a link with a token. */
export function serializeResponse(response: SerializedResponse): Record<string, unknown> {
  return { statusCode: response.statusCode };
}

import type { Options, StdSerializedResults } from 'pino-http';

type SerializedRequest = StdSerializedResults['req'];
type SerializedResponse = StdSerializedResults['res'];
type SerializedError = StdSerializedResults['err'];
type LogMethodHook = NonNullable<NonNullable<Options['hooks']>['logMethod']>;

/** The path segment after one of these is a credential: the iCal feed secret, an unsubscribe token. */
const SEGMENTS_BEFORE_A_SECRET = new Set(['calendar-feed', 'unsubscribe']);
/** Request headers worth a log line; the rest may carry credentials (Authorization, Cookie) or links (Referer). */
const LOGGED_REQUEST_HEADERS = ['user-agent', 'content-type', 'content-length'];
const EMAIL_ADDRESS = /[^\s@"'<>(),;:=]+@[^\s@"'<>(),;:]+/g;

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
    headers: Object.fromEntries(
      LOGGED_REQUEST_HEADERS.filter((name) => request.headers[name] !== undefined).map((name) => [name, request.headers[name]]),
    ),
  };
}

/** The status only: response headers may set a session cookie (Bull Board) or redirect to a link with a token. */
export function serializeResponse(response: SerializedResponse): Record<string, unknown> {
  return { statusCode: response.statusCode };
}

const withoutEmailAddresses = (text: string) => text.replace(EMAIL_ADDRESS, '[email]');

/** A structured line's own fields (not an Error, which serializeError masks): their text masked, one level deep. */
function withoutEmailAddressFields(fields: object): object {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? withoutEmailAddresses(value) : value]));
}

/**
 * pino's logMethod hook: e-mail addresses in log messages and in a structured line's fields ("... to
 * ann@example.com not queued", an SMTP server's "<ann@example.com>: Recipient address rejected") are masked. The
 * portal keeps who failed in its database; logs need not hold addresses.
 */
export const maskEmailAddressesInMessages: LogMethodHook = function (args, method) {
  const masked = args.map((arg: unknown) => {
    if (typeof arg === 'string') return withoutEmailAddresses(arg);
    if (typeof arg === 'object' && arg !== null && Object.getPrototypeOf(arg) === Object.prototype) return withoutEmailAddressFields(arg);
    return arg;
  });
  method.apply(this, masked as typeof args);
};

/**
 * Errors keep their type, code, message and stack, with e-mail addresses masked. Other properties are left
 * out: a database error carries the query's parameters and a `detail` such as "Key (email)=(ann@example.com)".
 */
export function serializeError(error: SerializedError): unknown {
  if (typeof error !== 'object' || error === null || typeof error.message !== 'string') return error;
  const code = (error.raw as { code?: unknown } | undefined)?.code;
  return {
    type: error.type,
    ...(typeof code === 'string' ? { code } : {}),
    message: withoutEmailAddresses(error.message),
    stack: withoutEmailAddresses(error.stack),
  };
}

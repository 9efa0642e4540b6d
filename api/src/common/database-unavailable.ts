export const DATABASE_UNAVAILABLE_MESSAGE = 'The portal cannot reach its database right now. Please try again in a few minutes.';

/**
 * Codes that mean PostgreSQL is unreachable or restarting, not that the request was wrong: socket errors from
 * node-postgres, SQLSTATE class 08 (connection exception) and 57P01–57P03 (shut down, or not yet accepting).
 */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const SHUTDOWN_CODES = new Set(['57P01', '57P02', '57P03']);
// node-postgres reports a connection lost mid-query or a pool that cannot connect in time by message only.
const LOST_CONNECTION = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

function isConnectionFailure(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SHUTDOWN_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return typeof message === 'string' && LOST_CONNECTION.test(message);
}

/** True when `error` (or the driver error TypeORM wraps in it) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; typeof current === 'object' && current !== null && depth < 4; depth += 1) {
    if (isConnectionFailure(current)) return true;
    current = (current as { driverError?: unknown; cause?: unknown }).driverError ?? (current as { cause?: unknown }).cause;
  }
  return false;
}

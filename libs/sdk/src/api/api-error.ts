import { isStaleVersionMessage } from '@greenroom/contracts';

/** A failed API call: the HTTP status (0 when the server could not be reached) and the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The message the server sent, when it sent one; screens show it before their own fallback. */
    readonly serverMessage: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** An OK answer that does not match its contract schema: a screen shows its own fallback text. */
export class UnexpectedResponseError extends ApiError {
  constructor(
    status: number,
    readonly path: string,
    readonly issues: readonly { path: PropertyKey[]; message: string }[],
  ) {
    super(status, `Unexpected answer from ${path}`);
    this.name = 'UnexpectedResponseError';
  }
}

/**
 * The server's message when there is one, else the screen's fallback text. The spec often has a second
 * fallback for a call that got no answer at all ('An unexpected error occurred while …'): pass it as
 * `unexpected` and a network failure or a thrown non-API error gets it instead.
 */
export function messageOr(error: unknown, fallback: string, unexpected?: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  const answered = error instanceof ApiError && error.status !== 0;
  return unexpected !== undefined && !answered ? unexpected : fallback;
}

/** A save refused because the record changed since it was read (409 with staleVersionMessage): the screen offers to reload. */
export function isStaleVersion(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && isStaleVersionMessage(error.serverMessage);
}

/** For the specs: how saving an RSVP can fail without a message of its own, and the spec text shown then. */
export const RSVP_SAVE_FAILURES: [string, () => Response | Promise<Response>, string][] = [
  ['an answer without a message', () => new Response('', { status: 502 }), 'Failed to update RSVP status'],
  ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch')), 'An unexpected error occurred while updating your RSVP status'],
];

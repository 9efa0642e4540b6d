import { SESSION_IDLE_MINUTES } from '@greenroom/contracts';

/** The spec's session storage keys, plus the bearer token the API issues at sign-in. */
export const SESSION_KEYS = {
  member: 'memberData',
  email: 'memberEmail',
  lastActivity: 'lastActivity',
  loginTimestamp: 'loginTimestamp',
  token: 'token',
} as const;

/** Keys an older portal kept in local storage; the spec removes them at start-up. */
export const LEGACY_LOCAL_KEYS = [...Object.values(SESSION_KEYS), 'authToken', 'menuItems', 'userInfo'] as const;

/** Client-side idle rule, the same limit the server applies to its sessions. */
export const SESSION_IDLE_MS = SESSION_IDLE_MINUTES * 60 * 1000;

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

/**
 * Why this tab was last signed out, kept beside (not among) the member keys so /login can say it: a forced
 * logout removes only the member keys, a manual one clears the rest first. Read and removed by the login page.
 */
export const SIGN_OUT_REASON_KEY = 'signOutReason';

/** 'timed-out': 30 idle minutes (or the server's own limit); 'signed-out': the member pressed Logout. */
export type SignOutReason = 'timed-out' | 'signed-out';

import type { Member } from '@greenroom/contracts';
import { SESSION_IDLE_MS, SESSION_KEYS, SIGN_OUT_REASON_KEY, type SignOutReason } from './storage-keys';

export interface Session {
  member: Member | null;
  email: string | null;
  token: string | null;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let current: Session = readSession();

function readMember(): Member | null {
  const raw = sessionStorage.getItem(SESSION_KEYS.member);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Member;
  } catch {
    return null;
  }
}

function readSession(): Session {
  return {
    member: readMember(),
    email: sessionStorage.getItem(SESSION_KEYS.email),
    token: sessionStorage.getItem(SESSION_KEYS.token),
  };
}

function publish(): void {
  current = readSession();
  for (const listener of listeners) listener();
}

/** The snapshot changes identity only when the session changes, as useSyncExternalStore requires. */
export function getSession(): Session {
  return current;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isSignedIn(session: Session = current): boolean {
  return session.member !== null && session.email !== null;
}

export function signIn(member: Member, token: string, now: number = Date.now()): void {
  sessionStorage.setItem(SESSION_KEYS.member, JSON.stringify(member));
  sessionStorage.setItem(SESSION_KEYS.email, member.Email);
  sessionStorage.setItem(SESSION_KEYS.token, token);
  sessionStorage.setItem(SESSION_KEYS.loginTimestamp, String(now));
  sessionStorage.setItem(SESSION_KEYS.lastActivity, String(now));
  sessionStorage.removeItem(SIGN_OUT_REASON_KEY);
  publish();
}

/** Replaces the stored member (e.g. after the member edits their own record); the session stays. */
export function updateSessionMember(member: Member): void {
  sessionStorage.setItem(SESSION_KEYS.member, JSON.stringify(member));
  publish();
}

/**
 * Spec: forced logout clears the stored member keys; the route guard then sends the visitor to /login, which
 * says why (an e-mail without member data is not the member's doing, so it gets no reason).
 */
export function forcedLogout(reason?: SignOutReason): void {
  for (const key of Object.values(SESSION_KEYS)) sessionStorage.removeItem(key);
  if (reason) sessionStorage.setItem(SIGN_OUT_REASON_KEY, reason);
  publish();
}

/** Manual logout clears all of session storage, not only the member keys. */
export function clearSession(reason?: SignOutReason): void {
  sessionStorage.clear();
  if (reason) sessionStorage.setItem(SIGN_OUT_REASON_KEY, reason);
  publish();
}

/** Why this tab was signed out, if /login has not said it yet. */
export function signOutReason(): SignOutReason | null {
  const reason = sessionStorage.getItem(SIGN_OUT_REASON_KEY);
  return reason === 'timed-out' || reason === 'signed-out' ? reason : null;
}

/** The login page has shown the reason: a later visit to /login starts plain. */
export function forgetSignOutReason(): void {
  sessionStorage.removeItem(SIGN_OUT_REASON_KEY);
}

export function touchActivity(now: number = Date.now()): void {
  sessionStorage.setItem(SESSION_KEYS.lastActivity, String(now));
}

/** How long until the 30 idle minutes are over (negative once they are); null when nobody is signed in. */
export function idleRemainingMs(now: number = Date.now()): number | null {
  if (!isSignedIn(readSession())) return null;
  const lastActivity = Number(sessionStorage.getItem(SESSION_KEYS.lastActivity));
  return Number.isFinite(lastActivity) && lastActivity > 0 ? lastActivity + SESSION_IDLE_MS - now : null;
}

function isIdleExpired(now: number): boolean {
  const lastActivity = Number(sessionStorage.getItem(SESSION_KEYS.lastActivity));
  return !Number.isFinite(lastActivity) || lastActivity <= 0 || now - lastActivity > SESSION_IDLE_MS;
}

/**
 * Applies the spec's session rules: an e-mail stored without member data, or no click or key for
 * 30 minutes, forces a logout. Returns whether the session is still valid.
 */
export function enforceSessionRules(now: number = Date.now()): boolean {
  const session = readSession();
  if (session.email === null && session.member === null) return false;
  if (session.email === null || session.member === null) {
    forcedLogout();
    return false;
  }
  if (isIdleExpired(now)) {
    forcedLogout('timed-out');
    return false;
  }
  return true;
}

import { SESSION_KEYS } from './storage-keys';

/**
 * The session lives in each tab's session storage (docs/spec-summary.md §1.3), so a portal link opened in a new tab (or from the
 * portal's own e-mails) would ask to sign in again although the member is signed in next door. A new tab asks the
 * open ones over a BroadcastChannel, which only reaches pages of the same origin; the session never travels
 * through a URL. A manual Logout tells the tabs sharing its session to sign out too.
 */
const CHANNEL = 'greenroom-session';
const SHARED_KEYS = [SESSION_KEYS.member, SESSION_KEYS.email, SESSION_KEYS.token, SESSION_KEYS.loginTimestamp, SESSION_KEYS.lastActivity];

type SessionMessage =
  | { type: 'request' }
  | { type: 'session'; entries: Record<string, string> }
  /** The tab whose Logout ended the server session of this token. */
  | { type: 'signed-out'; token: string };

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
}

/**
 * In a tab without a session: asks the portal's other tabs for theirs and copies the first answer into this tab's
 * session storage. Resolves whether one answered within `timeoutMs`.
 */
export function askOpenTabForSession(timeoutMs = 400): Promise<boolean> {
  const channel = openChannel();
  if (!channel) return Promise.resolve(false);
  return new Promise((resolve) => {
    const finish = (answered: boolean) => {
      window.clearTimeout(timer);
      channel.close();
      resolve(answered);
    };
    const timer = window.setTimeout(() => finish(false), timeoutMs);
    channel.onmessage = (event: MessageEvent<SessionMessage>) => {
      const message = event.data;
      if (message?.type !== 'session' || !message.entries[SESSION_KEYS.token] || !message.entries[SESSION_KEYS.email]) return;
      for (const key of SHARED_KEYS) {
        const value = message.entries[key];
        if (typeof value === 'string') sessionStorage.setItem(key, value);
      }
      finish(true);
    };
    channel.postMessage({ type: 'request' } satisfies SessionMessage);
  });
}

export interface SessionSharing {
  stop: () => void;
}

/**
 * In every tab: answers a new tab's request while this tab's session is valid (`stillValid` applies the idle rule
 * first), and signs out (`signOut`) when a tab sharing the same token logs out.
 */
export function shareSessionWithNewTabs(stillValid: () => boolean, signOut: () => void): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.onmessage = (event: MessageEvent<SessionMessage>) => {
    const message = event.data;
    if (message?.type === 'request' && stillValid()) {
      const entries = Object.fromEntries(
        SHARED_KEYS.flatMap((key) => ((value) => (value === null ? [] : [[key, value]]))(sessionStorage.getItem(key))),
      );
      channel.postMessage({ type: 'session', entries } satisfies SessionMessage);
    } else if (message?.type === 'signed-out' && message.token === sessionStorage.getItem(SESSION_KEYS.token)) {
      signOut();
    }
  };
  return () => channel.close();
}

/** Tells the tabs that share this token that the member logged out (the server session has ended). */
export function announceSignOut(token: string): void {
  const channel = openChannel();
  if (!channel) return;
  channel.postMessage({ type: 'signed-out', token } satisfies SessionMessage);
  channel.close();
}

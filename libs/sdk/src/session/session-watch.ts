import { keepAliveRoute } from '@greenroom/contracts';
import { apiFetch } from '../api/api-fetch';
import { LEGACY_LOCAL_KEYS } from './storage-keys';
import { clearSession, enforceSessionRules, touchActivity } from './session-store';
import { shareSessionWithNewTabs } from './session-share';

// A tap, a click, a key, or text put in another way (dictation, autofill): what a person does.
const ACTIVITY_EVENTS = ['pointerdown', 'click', 'keydown', 'input'] as const;
const CHECK_EVERY_MS = 30 * 1000;
/**
 * The server's idle clock moves only with requests; while the member types or taps without loading anything, the
 * browser tells it at most this often. Far inside the 30 minutes, and one small request per 5 minutes of work.
 */
export const KEEP_ALIVE_EVERY_MS = 5 * 60 * 1000;

/** Spec: old keys in local storage are removed at start-up. */
export function removeLegacyLocalStorage(): void {
  for (const key of LEGACY_LOCAL_KEYS) localStorage.removeItem(key);
}

/**
 * Starts the client-side session rules: checked at start, on an interval and when the window regains
 * focus (timers are throttled in background tabs). A tap, click or key refreshes lastActivity only while the
 * session is still valid, so the first click after a long absence logs out instead of reviving it; it also keeps the
 * server's session alive (KEEP_ALIVE_EVERY_MS), so typing a long answer is never cut off by the server.
 * Returns a function that stops watching.
 */
export function startSessionWatch(checkEveryMs: number = CHECK_EVERY_MS): () => void {
  removeLegacyLocalStorage();
  enforceSessionRules();
  let lastKeepAlive = Date.now();

  const onActivity = (): void => {
    if (!enforceSessionRules()) return;
    const now = Date.now();
    touchActivity(now);
    if (now - lastKeepAlive < KEEP_ALIVE_EVERY_MS) return;
    lastKeepAlive = now;
    // A 401 signs this tab out (apiFetch), as any request would; a network failure is tried again at the next activity.
    apiFetch(keepAliveRoute).catch(() => {
      lastKeepAlive = 0;
    });
  };
  const onFocus = (): void => {
    enforceSessionRules();
  };
  for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, true);
  window.addEventListener('focus', onFocus);
  const timer = window.setInterval(() => enforceSessionRules(), checkEveryMs);
  const stopSharing = shareSessionWithNewTabs(enforceSessionRules, () => clearSession('signed-out'));

  return () => {
    stopSharing();
    for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity, true);
    window.removeEventListener('focus', onFocus);
    window.clearInterval(timer);
  };
}
